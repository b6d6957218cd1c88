import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import { toMerchantRef } from '../gateway'
import type {
  WechatAnswer,
  WechatApiClient,
  WechatKeys,
  WechatLog,
  WechatPaySettings,
} from './wechat-api-client'

/** What every operation of the WeChat Pay gateway works with. */
export interface WechatContext {
  config: WechatPaySettings
  keys: WechatKeys
  api: WechatApiClient
  clock: Clock
  log?: WechatLog
}

export function unexpected({ log }: WechatContext, answer: WechatAnswer): AppError {
  log?.warn(
    { status: answer.status, code: answer.code, message: answer.message },
    'unexpected WeChat Pay answer',
  )
  return new AppError('PROVIDER_ERROR')
}

/** A 404 that is WeChat Pay's "no such trade/refund", not a misrouted request. */
export function isNotFound(answer: WechatAnswer): boolean {
  return answer.code === 'ORDER_NOT_EXIST' || answer.code === 'RESOURCE_NOT_EXISTS'
}

export const tradePath = (paymentId: string) =>
  `/v3/pay/transactions/out-trade-no/${encodeURIComponent(toMerchantRef(paymentId))}`

export function truncateUtf8(value: string, maxBytes: number): string {
  let result = ''
  let bytes = 0
  for (const character of value) {
    const size = Buffer.byteLength(character, 'utf8')
    if (bytes + size > maxBytes) break
    result += character
    bytes += size
  }
  return result
}
