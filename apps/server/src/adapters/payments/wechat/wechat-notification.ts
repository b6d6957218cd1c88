import type { KeyObject } from 'node:crypto'
import { AppError } from '../../../platform/errors'
import { fromMerchantRef, header, type VerifiedNotification } from '../gateway'
import { verifyWechatSignature } from './wechat-api-client'
import { decryptResource, type EncryptedResource } from './wechat-crypto'
import { REFUND_STATUS, TRADE_STATE } from './wechat-states'

/**
 * A WeChat Pay notification (payment or refund result), checked and opened:
 * https://pay.weixin.qq.com/doc/v3/merchant/4012791861 (payment), 4012791865 (refund).
 * Any failure — signature, serial, freshness, decryption, shape, someone else's merchant id —
 * is SIGNATURE_INVALID: the route answers 4xx/5xx and WeChat Pay sends it again later.
 */
export function openNotification(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  expected: {
    appId: string
    mchId: string
    apiV3Key: string
    platformKey: KeyObject
    platformPublicKeyId: string
    now: Date
  },
): VerifiedNotification {
  const verified = verifyWechatSignature((name) => header(headers, name), rawBody, expected)
  if (!verified) throw new AppError('SIGNATURE_INVALID')
  try {
    return parseVerified(rawBody, expected)
  } catch (error) {
    const invalid = new AppError('SIGNATURE_INVALID')
    invalid.cause = error
    throw invalid
  }
}

interface Envelope {
  id: string
  event_type: string
  resource: EncryptedResource
}

function parseVerified(rawBody: string, expected: { appId: string; mchId: string; apiV3Key: string }) {
  const envelope = JSON.parse(rawBody) as Partial<Envelope>
  const eventId = text(envelope.id, 'id')
  const eventType = text(envelope.event_type, 'event_type')
  if (!envelope.resource || typeof envelope.resource !== 'object') throw new Error('resource missing')
  // Decrypting proves the resource came from whoever holds our APIv3 key, whatever its event type.
  const resource = JSON.parse(decryptResource(expected.apiV3Key, envelope.resource)) as Record<
    string,
    unknown
  >
  if (resource.mchid !== expected.mchId) throw new Error('notification for another merchant')

  if (eventType.startsWith('TRANSACTION.')) {
    if (resource.appid !== expected.appId) throw new Error('notification for another app')
    if (eventType !== 'TRANSACTION.SUCCESS') return { kind: 'ignored', eventId } as const
    const state = text(resource.trade_state, 'trade_state')
    const status = TRADE_STATE[state]
    if (!status) throw new Error(`unknown trade_state ${state}`)
    return {
      kind: 'payment',
      eventId,
      paymentId: fromMerchantRef(text(resource.out_trade_no, 'out_trade_no')),
      status,
      amountFen: fen(objectField(resource, 'amount').total, 'amount.total'),
      providerTradeNo: text(resource.transaction_id, 'transaction_id'),
    } as const
  }
  if (eventType === 'REFUND.SUCCESS' || eventType === 'REFUND.ABNORMAL' || eventType === 'REFUND.CLOSED') {
    const refundStatus = text(resource.refund_status, 'refund_status')
    const status = REFUND_STATUS[refundStatus]
    if (!status) throw new Error(`unknown refund_status ${refundStatus}`)
    return {
      kind: 'refund',
      eventId,
      paymentId: fromMerchantRef(text(resource.out_trade_no, 'out_trade_no')),
      refundId: fromMerchantRef(text(resource.out_refund_no, 'out_refund_no')),
      status,
      amountFen: fen(objectField(resource, 'amount').refund, 'amount.refund'),
      providerRefundNo: typeof resource.refund_id === 'string' ? resource.refund_id : null,
    } as const
  }
  return { kind: 'ignored', eventId } as const
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${name} missing`)
  return value
}

function fen(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} invalid`)
  return value
}

function objectField(source: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = source[name]
  if (!value || typeof value !== 'object') throw new Error(`${name} missing`)
  return value as Record<string, unknown>
}
