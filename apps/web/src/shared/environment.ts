/** Where the app runs decides the payment methods (spec 6): WeChat's built-in browser or any other. */
export function payEnvironment(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): 'wechat' | 'browser' {
  return /MicroMessenger/i.test(userAgent) ? 'wechat' : 'browser'
}

export function isWeChat(): boolean {
  return payEnvironment() === 'wechat'
}
