import { createHash } from 'node:crypto'

/**
 * The JS-SDK `wx.config` signature: SHA-1 (hex) of the four fields sorted by name (ASCII) as
 * `key=value` joined by `&`, values as they are (not URL-encoded).
 * https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html (appendix 1)
 */
export function jsSdkSignature(fields: {
  jsapiTicket: string
  nonceStr: string
  timestamp: number
  url: string
}): string {
  const text =
    `jsapi_ticket=${fields.jsapiTicket}&noncestr=${fields.nonceStr}` +
    `&timestamp=${fields.timestamp}&url=${fields.url}`
  return createHash('sha1').update(text, 'utf8').digest('hex')
}

/** The page URL as signed: everything before '#', exactly as the browser has it. */
export function signableUrl(url: string): string {
  const hash = url.indexOf('#')
  return hash === -1 ? url : url.slice(0, hash)
}
