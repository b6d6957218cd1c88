import { randomBytes, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  answerMessage,
  encryptResource,
  isFresh,
  newNonce,
  parseAuthorization,
  privateKey,
  publicKey,
  requestMessage,
  signMessage,
  toBeijingTime,
  unixSeconds,
  verifyMessage,
} from './wechat-crypto'

/**
 * A local stand-in for WeChat Pay API v3 (the JSAPI payment, query, close and refund calls), a real
 * HTTP server on 127.0.0.1. It checks our request signatures, keeps its own books in memory, signs
 * its answers with the "platform" key and sends signed, encrypted notifications to the notify_url
 * of a trade, retrying until acknowledged — as WeChat Pay does. Test controls drive the payer and
 * inject failures. Usable from another process too (it only needs the keys and ids).
 */

export type FakeTradeState =
  | 'NOTPAY'
  | 'USERPAYING'
  | 'SUCCESS'
  | 'REFUND'
  | 'CLOSED'
  | 'REVOKED'
  | 'PAYERROR'
export type FakeRefundStatus = 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL'
export type FakeEndpoint = 'create' | 'query' | 'close' | 'refund' | 'queryRefund'

export interface FakeTrade {
  appid: string
  mchid: string
  outTradeNo: string
  description: string
  notifyUrl: string
  total: number
  openid: string
  payerClientIp: string | null
  timeExpire: string | null
  prepayId: string
  tradeState: FakeTradeState
  transactionId: string | null
  successTime: string | null
  /** The id of the TRANSACTION.SUCCESS notification (replays carry the same id). */
  notificationId: string | null
  createdAt: Date
}

export interface FakeRefund {
  outRefundNo: string
  outTradeNo: string
  refundId: string
  transactionId: string
  refund: number
  total: number
  reason: string | null
  notifyUrl: string | null
  status: FakeRefundStatus
  createTime: string
  successTime: string | null
  notificationId: string | null
}

export interface FakeNotification {
  id: string
  eventType: string
  url: string
  outTradeNo: string
  outRefundNo: string | null
  body: string
  /** One entry per delivery attempt: the merchant's HTTP status, or null with the network error. */
  attempts: { at: Date; status: number | null; error?: string }[]
  delivered: boolean
}

interface FakeRequest {
  method: string
  path: string
  endpoint: FakeEndpoint | null
  headers: Record<string, string | string[] | undefined>
  body: string
  signatureValid: boolean
}

/** What the next answer of an endpoint does instead of the normal one. */
export type FakeFailure =
  /** An error answer, e.g. {status: 500, code: 'SYSTEM_ERROR'} or {status: 403, code: 'NOT_ENOUGH'}. */
  | { status: number; code: string; message?: string; unsigned?: boolean }
  /** The request is processed, but its answer cannot be verified. */
  | { tamper: 'body' | 'signature' | 'serial' | 'stale' | 'unsigned' }

export interface FakeWechatPayOptions {
  port?: number
  mchId: string
  appId: string
  /** Verifies our requests (bad ones: 401 SIGN_ERROR). */
  mchPublicKeyPem: string
  /** When given, requests must name this certificate serial in their Authorization. */
  mchSerialNo?: string
  /** Signs answers and notifications; its id goes in Wechatpay-Serial. */
  platformPrivateKeyPem: string
  platformPublicKeyId: string
  apiV3Key: string
  now?: () => Date
  /** Waits between notification deliveries until acknowledged (WeChat: 15s, 15s, 30s, 3m, ...). */
  notifyRetryDelaysMs?: number[]
  /** The status a new refund gets: WeChat usually answers PROCESSING, settling later. */
  refundOutcome?: FakeRefundStatus
}

const ERROR_MESSAGES: Record<string, string> = {
  PARAM_ERROR: '参数错误',
  ORDER_NOT_EXIST: '订单不存在',
  ORDERPAID: '该订单已支付',
  ORDER_CLOSED: '订单已关闭',
  NOT_ENOUGH: '基本账户余额不足，请充值后重新发起',
  SIGN_ERROR: '签名错误',
  RESOURCE_NOT_EXISTS: '退款单不存在',
  SYSTEM_ERROR: '系统错误',
  INVALID_REQUEST: '无效请求',
  APPID_MCHID_NOT_MATCH: 'AppID和mch_id不匹配',
  FREQUENCY_LIMITED: '频率超限',
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
  ) {
    super(message ?? ERROR_MESSAGES[code] ?? code)
  }
}

type Answer = { status: number; body: string }

export async function startFakeWechatPay(options: FakeWechatPayOptions) {
  const now = options.now ?? (() => new Date())
  const mchKey = publicKey(options.mchPublicKeyPem)
  const platformKey = privateKey(options.platformPrivateKeyPem)
  const retryDelaysMs = options.notifyRetryDelaysMs ?? [15_000, 15_000, 30_000, 180_000, 600_000]
  let refundOutcome: FakeRefundStatus = options.refundOutcome ?? 'PROCESSING'

  const trades = new Map<string, FakeTrade>()
  const refunds = new Map<string, FakeRefund>()
  const notifications: FakeNotification[] = []
  const requests: FakeRequest[] = []
  const failures = new Map<FakeEndpoint, FakeFailure[]>()
  const holds = new Set<FakeEndpoint>()
  const timers = new Set<NodeJS.Timeout>()
  const deliveries = new Set<Promise<unknown>>()

  // ---- the provider's answers -------------------------------------------------------------------

  function signedHeaders(body: string, tamper?: FakeFailure): Record<string, string> {
    const mode = tamper && 'tamper' in tamper ? tamper.tamper : null
    if (mode === 'unsigned') return {}
    const at = mode === 'stale' ? new Date(now().getTime() - 10 * 60 * 1000) : now()
    const timestamp = unixSeconds(at)
    const nonce = newNonce()
    let signature = signMessage(platformKey, answerMessage(timestamp, nonce, body))
    if (mode === 'signature')
      signature = signMessage(platformKey, answerMessage(timestamp, nonce, `${body} `))
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': mode === 'serial' ? 'PUB_KEY_ID_SOMEONE_ELSE' : options.platformPublicKeyId,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    }
  }

  function send(res: ServerResponse, answer: Answer, tamper?: FakeFailure) {
    const headers = signedHeaders(answer.body, tamper)
    // 'body': signed as it was, changed on the way (a different amount, say).
    const body =
      tamper && 'tamper' in tamper && tamper.tamper === 'body'
        ? answer.body.replace(/\d/, (d) => String((+d + 1) % 10))
        : answer.body
    res.writeHead(answer.status, {
      ...headers,
      'Request-ID': randomBytes(12).toString('hex'),
      ...(body ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    })
    res.end(body)
  }

  const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) })
  const errorAnswer = (error: FakeError): Answer =>
    json(error.status, { code: error.code, message: error.message })

  // ---- the books ---------------------------------------------------------------------------------

  function tradeJson(trade: FakeTrade) {
    const paid = trade.tradeState === 'SUCCESS' || trade.tradeState === 'REFUND'
    return {
      appid: trade.appid,
      mchid: trade.mchid,
      out_trade_no: trade.outTradeNo,
      ...(trade.transactionId ? { transaction_id: trade.transactionId } : {}),
      trade_type: 'JSAPI',
      trade_state: trade.tradeState,
      trade_state_desc: TRADE_STATE_DESC[trade.tradeState],
      ...(paid ? { bank_type: 'OTHERS', success_time: trade.successTime } : {}),
      attach: '',
      payer: { openid: trade.openid },
      amount: paid
        ? { total: trade.total, payer_total: trade.total, currency: 'CNY', payer_currency: 'CNY' }
        : { total: trade.total, currency: 'CNY' },
    }
  }

  function refundJson(refund: FakeRefund) {
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: refund.transactionId,
      out_trade_no: refund.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(refund.successTime ? { success_time: refund.successTime } : {}),
      create_time: refund.createTime,
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: refund.total,
        refund: refund.refund,
        payer_total: refund.total,
        payer_refund: refund.refund,
        settlement_refund: refund.refund,
        settlement_total: refund.total,
        discount_refund: 0,
        currency: 'CNY',
      },
    }
  }

  function tradeOf(outTradeNo: string): FakeTrade {
    const trade = trades.get(outTradeNo)
    if (!trade) throw new Error(`fake WeChat Pay: no trade ${outTradeNo}`)
    return trade
  }

  function refundOf(outRefundNo: string): FakeRefund {
    const refund = refunds.get(outRefundNo)
    if (!refund) throw new Error(`fake WeChat Pay: no refund ${outRefundNo}`)
    return refund
  }

  const refundedFen = (outTradeNo: string) =>
    [...refunds.values()]
      .filter((r) => r.outTradeNo === outTradeNo && (r.status === 'SUCCESS' || r.status === 'PROCESSING'))
      .reduce((sum, r) => sum + r.refund, 0)

  // ---- endpoints ---------------------------------------------------------------------------------

  function required(body: Record<string, unknown>, path: string): unknown {
    let value: unknown = body
    for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part]
    if (value === undefined || value === null || value === '') {
      throw new FakeError(
        400,
        'PARAM_ERROR',
        `输入源“/body/${path}”映射到字段“${path}”必填性规则校验失败，此字段为必填项`,
      )
    }
    return value
  }

  function positiveFen(value: unknown, path: string): number {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      throw new FakeError(400, 'PARAM_ERROR', `${path} 必须为正整数`)
    }
    return value
  }

  function create(body: Record<string, unknown>): Answer {
    const appid = String(required(body, 'appid'))
    const mchid = String(required(body, 'mchid'))
    const description = String(required(body, 'description'))
    const outTradeNo = String(required(body, 'out_trade_no'))
    const notifyUrl = String(required(body, 'notify_url'))
    const total = positiveFen(required(body, 'amount.total'), 'amount.total')
    const openid = String(required(body, 'payer.openid'))
    if (mchid !== options.mchId) throw new FakeError(400, 'PARAM_ERROR', 'mchid与请求头中的商户号不一致')
    if (appid !== options.appId) throw new FakeError(400, 'APPID_MCHID_NOT_MATCH')
    if (!/^[\w*|-]{6,32}$/.test(outTradeNo)) throw new FakeError(400, 'PARAM_ERROR', 'out_trade_no 格式错误')
    const timeExpire = body.time_expire === undefined ? null : String(body.time_expire)
    if (
      timeExpire !== null &&
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/.test(timeExpire)
    ) {
      throw new FakeError(400, 'PARAM_ERROR', 'time_expire 格式错误')
    }
    const existing = trades.get(outTradeNo)
    if (existing) {
      if (existing.tradeState === 'SUCCESS' || existing.tradeState === 'REFUND')
        throw new FakeError(400, 'ORDERPAID')
      if (existing.tradeState === 'CLOSED' || existing.tradeState === 'REVOKED')
        throw new FakeError(400, 'ORDER_CLOSED')
      if (existing.total !== total || existing.openid !== openid || existing.description !== description) {
        throw new FakeError(400, 'INVALID_REQUEST', '201 商户订单号重复')
      }
      return json(200, { prepay_id: existing.prepayId })
    }
    const sceneInfo = body.scene_info as { payer_client_ip?: unknown } | undefined
    const trade: FakeTrade = {
      appid,
      mchid,
      outTradeNo,
      description,
      notifyUrl,
      total,
      openid,
      payerClientIp: typeof sceneInfo?.payer_client_ip === 'string' ? sceneInfo.payer_client_ip : null,
      timeExpire,
      prepayId: `wx${unixSeconds(now())}${randomBytes(12).toString('hex')}`,
      tradeState: 'NOTPAY',
      transactionId: null,
      successTime: null,
      notificationId: null,
      createdAt: now(),
    }
    trades.set(outTradeNo, trade)
    return json(200, { prepay_id: trade.prepayId })
  }

  function query(outTradeNo: string, mchid: string | null): Answer {
    if (mchid !== options.mchId) throw new FakeError(400, 'PARAM_ERROR', 'mchid 与请求头中的商户号不一致')
    const trade = trades.get(outTradeNo)
    if (!trade) throw new FakeError(404, 'ORDER_NOT_EXIST')
    return json(200, tradeJson(trade))
  }

  function close(outTradeNo: string, body: Record<string, unknown>): Answer {
    if (required(body, 'mchid') !== options.mchId) throw new FakeError(400, 'PARAM_ERROR', 'mchid 不一致')
    const trade = trades.get(outTradeNo)
    if (!trade) throw new FakeError(404, 'ORDER_NOT_EXIST')
    if (trade.tradeState === 'SUCCESS' || trade.tradeState === 'REFUND') throw new FakeError(400, 'ORDERPAID')
    trade.tradeState = 'CLOSED'
    return { status: 204, body: '' }
  }

  function refund(body: Record<string, unknown>): Answer {
    const outRefundNo = String(required(body, 'out_refund_no'))
    const existing = refunds.get(outRefundNo)
    // The same out_refund_no is the same refund: WeChat answers it as it is.
    if (existing) return json(200, refundJson(existing))
    const outTradeNo = String(required(body, 'out_trade_no'))
    const amount = positiveFen(required(body, 'amount.refund'), 'amount.refund')
    const total = positiveFen(required(body, 'amount.total'), 'amount.total')
    required(body, 'amount.currency')
    const trade = trades.get(outTradeNo)
    if (!trade) throw new FakeError(404, 'RESOURCE_NOT_EXISTS', '订单不存在')
    if (trade.tradeState !== 'SUCCESS' && trade.tradeState !== 'REFUND') {
      throw new FakeError(400, 'INVALID_REQUEST', '订单未支付，不能发起退款')
    }
    if (total !== trade.total) throw new FakeError(400, 'PARAM_ERROR', '订单金额与实际支付金额不一致')
    if (amount > trade.total - refundedFen(outTradeNo)) {
      throw new FakeError(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额')
    }
    const record: FakeRefund = {
      outRefundNo,
      outTradeNo,
      refundId: `50${randomDigits(27)}`,
      transactionId: trade.transactionId ?? '',
      refund: amount,
      total,
      reason: typeof body.reason === 'string' ? body.reason : null,
      notifyUrl: typeof body.notify_url === 'string' ? body.notify_url : null,
      status: 'PROCESSING',
      createTime: toBeijingTime(now()),
      successTime: null,
      notificationId: null,
    }
    refunds.set(outRefundNo, record)
    trade.tradeState = 'REFUND'
    if (refundOutcome !== 'PROCESSING') void settle(record, refundOutcome)
    return json(200, refundJson(record))
  }

  function queryRefund(outRefundNo: string): Answer {
    const record = refunds.get(outRefundNo)
    if (!record) throw new FakeError(404, 'RESOURCE_NOT_EXISTS')
    return json(200, refundJson(record))
  }

  // ---- notifications -----------------------------------------------------------------------------

  function envelope(id: string, eventType: string, originalType: string, summary: string, resource: object) {
    const body = JSON.stringify({
      id,
      create_time: toBeijingTime(now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: encryptResource(options.apiV3Key, JSON.stringify(resource), {
        associatedData: originalType,
        originalType,
      }),
    })
    return body
  }

  /** The signed headers and body of a trade's TRANSACTION.SUCCESS notification (not sent). */
  function paymentNotification(outTradeNo: string) {
    const trade = tradeOf(outTradeNo)
    if (!trade.transactionId) throw new Error(`fake WeChat Pay: trade ${outTradeNo} is not paid`)
    trade.notificationId ??= `EV-${randomUUIDish()}`
    const body = envelope(trade.notificationId, 'TRANSACTION.SUCCESS', 'transaction', '支付成功', {
      ...tradeJson(trade),
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
    })
    return {
      id: trade.notificationId,
      eventType: 'TRANSACTION.SUCCESS',
      url: trade.notifyUrl,
      outTradeNo,
      outRefundNo: null,
      body,
    }
  }

  /** The signed headers and body of a settled refund's REFUND.* notification (not sent). */
  function refundNotification(outRefundNo: string) {
    const record = refundOf(outRefundNo)
    if (record.status === 'PROCESSING')
      throw new Error(`fake WeChat Pay: refund ${outRefundNo} is not settled`)
    record.notificationId ??= `EV-${randomUUIDish()}`
    const eventType = `REFUND.${record.status}`
    const body = envelope(record.notificationId, eventType, 'refund', '退款结果', {
      mchid: options.mchId,
      out_trade_no: record.outTradeNo,
      transaction_id: record.transactionId,
      out_refund_no: record.outRefundNo,
      refund_id: record.refundId,
      refund_status: record.status,
      ...(record.successTime ? { success_time: record.successTime } : {}),
      user_received_account: '支付用户零钱',
      amount: {
        total: record.total,
        refund: record.refund,
        payer_total: record.total,
        payer_refund: record.refund,
      },
    })
    return {
      id: record.notificationId,
      eventType,
      url: record.notifyUrl ?? '',
      outTradeNo: record.outTradeNo,
      outRefundNo,
      body,
    }
  }

  /** One delivery attempt; freshly signed like each of WeChat's attempts. */
  async function attempt(notification: FakeNotification): Promise<boolean> {
    const at = now()
    try {
      const response = await fetch(notification.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Mozilla/4.0',
          ...signedHeaders(notification.body),
        },
        body: notification.body,
        signal: AbortSignal.timeout(5000),
      })
      await response.text()
      notification.attempts.push({ at, status: response.status })
      if (response.status >= 200 && response.status < 300) notification.delivered = true
      return notification.delivered
    } catch (error) {
      notification.attempts.push({ at, status: null, error: String(error) })
      return false
    }
  }

  /** Delivers now and, until acknowledged, again after each retry delay. */
  async function deliver(
    spec: Omit<FakeNotification, 'attempts' | 'delivered'>,
    retry: boolean,
  ): Promise<FakeNotification> {
    const notification: FakeNotification = { ...spec, attempts: [], delivered: false }
    notifications.push(notification)
    if (!notification.url) return notification
    const first = attempt(notification)
    deliveries.add(first)
    await first.finally(() => deliveries.delete(first))
    const schedule = (index: number) => {
      const delay = retryDelaysMs[index]
      if (!retry || notification.delivered || delay === undefined || closed) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        const next = attempt(notification)
        deliveries.add(next)
        void next.finally(() => deliveries.delete(next)).then(() => schedule(index + 1))
      }, delay)
      timer.unref()
      timers.add(timer)
    }
    schedule(0)
    return notification
  }

  async function settle(record: FakeRefund, status: FakeRefundStatus): Promise<FakeNotification | null> {
    record.status = status
    if (status === 'SUCCESS') record.successTime = toBeijingTime(now())
    if (status === 'PROCESSING') return null
    return deliver(refundNotification(record.outRefundNo), true)
  }

  // ---- HTTP --------------------------------------------------------------------------------------

  function route(method: string, path: string): { endpoint: FakeEndpoint; ref: string | null } | null {
    const trade = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path)
    if (method === 'POST' && path === '/v3/pay/transactions/jsapi') return { endpoint: 'create', ref: null }
    if (trade?.[1] && method === 'GET' && !trade[2])
      return { endpoint: 'query', ref: decodeURIComponent(trade[1]) }
    if (trade?.[1] && method === 'POST' && trade[2])
      return { endpoint: 'close', ref: decodeURIComponent(trade[1]) }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') return { endpoint: 'refund', ref: null }
    const refund = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path)
    if (refund?.[1] && method === 'GET')
      return { endpoint: 'queryRefund', ref: decodeURIComponent(refund[1]) }
    return null
  }

  function requestSignatureValid(req: IncomingMessage, body: string): boolean {
    const auth = parseAuthorization(String(req.headers.authorization ?? ''))
    if (!auth || auth.mchid !== options.mchId) return false
    if (options.mchSerialNo && auth.serial_no !== options.mchSerialNo) return false
    if (!isFresh(auth.timestamp, now())) return false
    const message = requestMessage({
      method: req.method ?? '',
      pathWithQuery: req.url ?? '',
      timestamp: auth.timestamp,
      nonce: auth.nonce_str,
      body,
    })
    return verifyMessage(mchKey, message, auth.signature)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake')
    const matched = route(req.method ?? '', url.pathname)
    const signatureValid = requestSignatureValid(req, body)
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      endpoint: matched?.endpoint ?? null,
      headers: req.headers,
      body,
      signatureValid,
    })
    if (!signatureValid) return send(res, errorAnswer(new FakeError(401, 'SIGN_ERROR')))
    if (!matched) return send(res, errorAnswer(new FakeError(404, 'RESOURCE_NOT_EXISTS', '请求的资源不存在')))

    const failure = failures.get(matched.endpoint)?.shift()
    if (failure && 'status' in failure) {
      const error = new FakeError(failure.status, failure.code, failure.message)
      return send(res, errorAnswer(error), failure.unsigned ? { tamper: 'unsigned' } : undefined)
    }
    let answer: Answer
    try {
      let payload: Record<string, unknown> = {}
      if (req.method === 'POST') {
        try {
          payload = JSON.parse(body) as Record<string, unknown>
        } catch {
          throw new FakeError(400, 'PARAM_ERROR', '请求体不是合法的JSON')
        }
      }
      answer = dispatch(matched.endpoint, matched.ref ?? '', payload, url.searchParams.get('mchid'))
    } catch (error) {
      if (!(error instanceof FakeError)) throw error
      answer = errorAnswer(error)
    }
    // The request took effect here; the answer never leaves (as if our process died waiting).
    if (holds.delete(matched.endpoint)) return
    send(res, answer, failure)
  }

  function dispatch(
    endpoint: FakeEndpoint,
    ref: string,
    payload: Record<string, unknown>,
    mchid: string | null,
  ) {
    switch (endpoint) {
      case 'create':
        return create(payload)
      case 'query':
        return query(ref, mchid)
      case 'close':
        return close(ref, payload)
      case 'refund':
        return refund(payload)
      case 'queryRefund':
        return queryRefund(ref)
    }
  }

  let closed = false
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, json(500, { code: 'SYSTEM_ERROR', message: String(error) }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    trades,
    refunds,
    notifications,
    requests,

    /** The payer approves in WeChat: the trade is paid and its notification sent (retried until 2xx). */
    async pay(outTradeNo: string): Promise<FakeNotification> {
      const trade = tradeOf(outTradeNo)
      if (trade.tradeState !== 'NOTPAY' && trade.tradeState !== 'USERPAYING') {
        throw new Error(`fake WeChat Pay: trade ${outTradeNo} is ${trade.tradeState}`)
      }
      if (trade.timeExpire && Date.parse(trade.timeExpire) <= now().getTime()) {
        throw new Error(`fake WeChat Pay: trade ${outTradeNo} expired at ${trade.timeExpire}`)
      }
      trade.tradeState = 'SUCCESS'
      trade.transactionId = `4200${randomDigits(24)}`
      trade.successTime = toBeijingTime(now())
      return deliver(paymentNotification(outTradeNo), true)
    },

    /** Moves a trade to any state (USERPAYING, PAYERROR, REVOKED...) without notifying. */
    setTradeState(outTradeNo: string, state: FakeTradeState) {
      const trade = tradeOf(outTradeNo)
      trade.tradeState = state
      if ((state === 'SUCCESS' || state === 'REFUND') && !trade.transactionId) {
        trade.transactionId = `4200${randomDigits(24)}`
        trade.successTime = toBeijingTime(now())
      }
    },

    /** Sends the trade's payment notification again, `replays` extra times (same id), no retries. */
    async sendNotification(outTradeNo: string, opts: { replays?: number } = {}): Promise<FakeNotification[]> {
      const sent: FakeNotification[] = []
      for (let i = 0; i <= (opts.replays ?? 0); i++)
        sent.push(await deliver(paymentNotification(outTradeNo), false))
      return sent
    },

    /** Settles a PROCESSING refund and sends its REFUND.* notification (retried until 2xx). */
    settleRefund(outRefundNo: string, status: Exclude<FakeRefundStatus, 'PROCESSING'>) {
      return settle(refundOf(outRefundNo), status)
    },

    async sendRefundNotification(outRefundNo: string, opts: { replays?: number } = {}) {
      const sent: FakeNotification[] = []
      for (let i = 0; i <= (opts.replays ?? 0); i++)
        sent.push(await deliver(refundNotification(outRefundNo), false))
      return sent
    },

    /** Signed notifications without sending them (for route tests that post them themselves). */
    paymentNotification(outTradeNo: string) {
      const spec = paymentNotification(outTradeNo)
      return { headers: lowerCase(signedHeaders(spec.body)), body: spec.body }
    },
    refundNotification(outRefundNo: string) {
      const spec = refundNotification(outRefundNo)
      return { headers: lowerCase(signedHeaders(spec.body)), body: spec.body }
    },

    /** New refunds get this status (PROCESSING by default; SUCCESS settles and notifies at once). */
    setRefundOutcome(status: FakeRefundStatus) {
      refundOutcome = status
    },

    /** The next request to `endpoint` gets this answer instead (queued: call again for more). */
    failNext(endpoint: FakeEndpoint, failure: FakeFailure) {
      const queue = failures.get(endpoint) ?? []
      queue.push(failure)
      failures.set(endpoint, queue)
    },

    /** The next create/refund request takes effect but is never answered. */
    holdNext(endpoint: 'create' | 'refund') {
      holds.add(endpoint)
    },

    /** Waits for notification deliveries in flight (not the scheduled retries). */
    async settled() {
      await Promise.allSettled([...deliveries])
    },

    async close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>

const TRADE_STATE_DESC: Record<FakeTradeState, string> = {
  NOTPAY: '未支付',
  USERPAYING: '用户支付中',
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  CLOSED: '已关闭',
  REVOKED: '已撤销',
  PAYERROR: '支付失败',
}

function randomDigits(count: number): string {
  let digits = ''
  for (let i = 0; i < count; i++) digits += String(randomInt(10))
  return digits
}

function randomUUIDish(): string {
  const hex = randomBytes(16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function lowerCase(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}
