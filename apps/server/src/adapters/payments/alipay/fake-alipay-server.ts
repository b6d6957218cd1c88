import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fenToYuan, yuanToFen } from './amount'
import { formatShanghaiTime, parseShanghaiTime } from './shanghai-time'
import {
  loadPrivateKey,
  loadPublicKey,
  requestSignContent,
  signedResponseBody,
  signNotify,
  verifyRequest,
} from './signature'

/**
 * A local stand-in for Alipay's classic open-platform gateway (`/gateway.do`), for tests and
 * offline runs. It keeps trades and refunds in memory and speaks the documented protocol: it checks
 * our RSA2 request signatures (40002 isv.invalid-signature otherwise), answers with Alipay's codes
 * and sub_codes, signs its answers and notifications with "Alipay's" private key, serves the wap
 * pay page, and posts form notifications to the merchant until it reads exactly `success`.
 * Plain node:http only, so it can also run in a separate process.
 */
export interface FakeAlipayOptions {
  port?: number
  appId: string
  /** Our application public key: verifies the merchant's request signatures. */
  appPublicKeyPem: string
  /** The key this fake signs answers, notifications and return parameters with. */
  alipayPrivateKeyPem: string
  now?: () => Date
  /** Requests whose timestamp is further than this from now() are refused (isv.invalid-timestamp). */
  maxClockSkewMs?: number
  /**
   * Delays between notification attempts. Alipay's schedule is 4m 10m 10m 1h 2h 6h 15h (8 attempts
   * in 25 h); the default keeps its shape, compressed to milliseconds.
   */
  notifyRetryDelaysMs?: number[]
  /** Alipay also notifies the payment's notify_url after each refund (default true). */
  notifyRefunds?: boolean
}

type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED'

interface FakeTrade {
  outTradeNo: string
  tradeNo: string
  status: FakeTradeStatus
  totalFen: number
  refundedFen: number
  subject: string
  notifyUrl: string | null
  returnUrl: string | null
  quitUrl: string | null
  timeExpire: Date | null
  createdAt: Date
  paidAt: Date | null
  closedAt: Date | null
}

interface FakeRefund {
  outTradeNo: string
  outRequestNo: string
  amountFen: number
  reason: string
  at: Date
}

interface NotificationAttempt {
  outTradeNo: string
  notifyId: string
  url: string
  params: Record<string, string>
  attempt: number
  httpStatus: number | null
  answer: string | null
  acknowledged: boolean
  error: string | null
}

interface GatewayRequestLog {
  method: string
  params: Record<string, string>
  code: string | null
  subCode: string | null
}

type InjectedFailure =
  /** Answered by the gateway, signed, e.g. { code: '20000' } or a business refusal. */
  | { code: string; subCode?: string; subMsg?: string }
  /** The load balancer answers an HTTP error before Alipay sees the call. */
  | { httpStatus: number }
  /** The connection drops without an answer. */
  | { dropConnection: true }

export interface FakeAlipay {
  /** The gateway URL to configure as ALIPAY_GATEWAY. */
  url: string
  close(): Promise<void>
  /** The payer pays on the wap page: TRADE_SUCCESS, then the notification (first attempt awaited). */
  pay(outTradeNo: string): Promise<NotificationAttempt | null>
  /** Alipay closes an unpaid trade on its own (timeout). */
  closeTrade(outTradeNo: string): void
  /** The refund period is over: TRADE_SUCCESS becomes TRADE_FINISHED (no more refunds). */
  finishTrade(outTradeNo: string): void
  /** Re-sends the trade's latest notification (same notify_id) 1 + replays times, no retries. */
  sendNotification(outTradeNo: string, options?: { replays?: number }): Promise<NotificationAttempt[]>
  /** The latest notification's signed parameters (a new one for the current status if none). */
  signedNotification(outTradeNo: string): Record<string, string>
  /** The signed parameters Alipay appends to return_url when the payer comes back. */
  returnParams(outTradeNo: string): Record<string, string>
  failNext(method: string, failure: InjectedFailure): void
  /**
   * The next such call is processed (a refund is recorded) but never answered, like a crash in
   * flight. Wap pay creation makes no server call, so 'create' holds the next trade query.
   */
  holdNext(what: 'create' | 'refund' | (string & {})): void
  trade(outTradeNo: string): FakeTrade | undefined
  trades(): FakeTrade[]
  refunds(outTradeNo?: string): FakeRefund[]
  notifications: NotificationAttempt[]
  requests: GatewayRequestLog[]
  pageVisits: { outTradeNo: string | null; errorCode: string | null }[]
}

type Answer = Record<string, string> & { code: string }

const DEFAULT_RETRY_DELAYS_MS = [40, 100, 100, 600, 1200, 3600, 9000]
const MSG: Record<string, string> = {
  '10000': 'Success',
  '20000': 'Service Currently Unavailable',
  '20001': 'Insufficient Token Permissions',
  '40001': 'Missing Required Arguments',
  '40002': 'Invalid Arguments',
  '40004': 'Business Failed',
  '40006': 'Insufficient Permissions',
}
const BUSINESS_MESSAGES: Record<string, string> = {
  'ACQ.TRADE_NOT_EXIST': '交易不存在',
  'ACQ.TRADE_STATUS_ERROR': '交易状态不合法',
  'ACQ.TRADE_HAS_CLOSE': '交易已经关闭',
  'ACQ.TRADE_HAS_SUCCESS': '交易已被支付',
  'ACQ.TRADE_HAS_FINISHED': '交易已完结',
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': '退款金额超限',
  'ACQ.DISCORDANT_REPEAT_REQUEST': '不一致的请求',
  'ACQ.SELLER_BALANCE_NOT_ENOUGH': '卖家余额不足',
  'ACQ.INVALID_PARAMETER': '参数无效',
  'ACQ.CONTEXT_INCONSISTENT': '交易信息被篡改',
  'ACQ.SYSTEM_ERROR': '系统错误',
}
const METHODS = [
  'alipay.trade.wap.pay',
  'alipay.trade.query',
  'alipay.trade.close',
  'alipay.trade.refund',
  'alipay.trade.fastpay.refund.query',
]

const business = (subCode: string, subMsg = BUSINESS_MESSAGES[subCode] ?? subCode): Answer => ({
  code: '40004',
  msg: MSG['40004'] as string,
  sub_code: subCode,
  sub_msg: subMsg,
})
const gatewayError = (code: string, subCode: string, subMsg: string): Answer => ({
  code,
  msg: MSG[code] ?? 'Error',
  sub_code: subCode,
  sub_msg: subMsg,
})
const success = (fields: Record<string, string | undefined>): Answer => {
  const answer: Answer = { code: '10000', msg: 'Success' }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) answer[key] = value
  return answer
}

const encodeForm = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startFakeAlipay(options: FakeAlipayOptions): Promise<FakeAlipay> {
  const now = options.now ?? (() => new Date())
  const appPublicKey = loadPublicKey(options.appPublicKeyPem)
  const alipayPrivateKey = loadPrivateKey(options.alipayPrivateKeyPem)
  const maxSkewMs = options.maxClockSkewMs ?? 15 * 60 * 1000
  const retryDelays = options.notifyRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  const notifyRefunds = options.notifyRefunds ?? true
  const sellerId = '2088000000000001'
  const buyerId = '2088102177846880'

  const trades = new Map<string, FakeTrade>()
  const refunds: FakeRefund[] = []
  const lastNotification = new Map<string, Record<string, string>>()
  const failures = new Map<string, InjectedFailure[]>()
  const holds = new Map<string, number>()
  const timers = new Set<NodeJS.Timeout>()
  let tradeSeq = 0
  let closing = false

  const fake: Omit<FakeAlipay, 'url' | 'close'> & { url: string; close: () => Promise<void> } = {
    url: '',
    close: async () => {},
    notifications: [],
    requests: [],
    pageVisits: [],
    pay,
    closeTrade(outTradeNo) {
      const trade = expireIfDue(requireTrade(outTradeNo))
      if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${trade.status}`)
      trade.status = 'TRADE_CLOSED'
      trade.closedAt = now()
    },
    finishTrade(outTradeNo) {
      const trade = requireTrade(outTradeNo)
      if (trade.status !== 'TRADE_SUCCESS') throw new Error(`trade ${outTradeNo} is ${trade.status}`)
      trade.status = 'TRADE_FINISHED'
    },
    sendNotification,
    signedNotification(outTradeNo) {
      return lastNotification.get(outTradeNo) ?? newNotification(requireTrade(outTradeNo))
    },
    returnParams,
    failNext(method, failure) {
      failures.set(method, [...(failures.get(method) ?? []), failure])
    },
    holdNext(what) {
      const method =
        what === 'create' ? 'alipay.trade.query' : what === 'refund' ? 'alipay.trade.refund' : what
      holds.set(method, (holds.get(method) ?? 0) + 1)
    },
    trade: (outTradeNo) => {
      const trade = trades.get(outTradeNo)
      return trade ? { ...expireIfDue(trade) } : undefined
    },
    trades: () => [...trades.values()].map((trade) => ({ ...expireIfDue(trade) })),
    refunds: (outTradeNo) =>
      refunds.filter((refund) => !outTradeNo || refund.outTradeNo === outTradeNo).map((r) => ({ ...r })),
  }

  function requireTrade(outTradeNo: string): FakeTrade {
    const trade = trades.get(outTradeNo)
    if (!trade) throw new Error(`no trade ${outTradeNo} (the payer never opened the pay page)`)
    return trade
  }

  /** Alipay closes unpaid trades itself once time_expire has passed. */
  function expireIfDue(trade: FakeTrade): FakeTrade {
    if (trade.status === 'WAIT_BUYER_PAY' && trade.timeExpire && now() > trade.timeExpire) {
      trade.status = 'TRADE_CLOSED'
      trade.closedAt = trade.timeExpire
    }
    return trade
  }

  // --- notifications -------------------------------------------------------------------------

  function newNotification(trade: FakeTrade, refund?: FakeRefund): Record<string, string> {
    const yuan = fenToYuan(trade.totalFen)
    const params: Record<string, string> = {
      notify_time: formatShanghaiTime(now()),
      notify_type: 'trade_status_sync',
      notify_id: `${formatShanghaiTime(now()).replace(/\D/g, '')}${randomBytes(10).toString('hex')}`,
      app_id: options.appId,
      auth_app_id: options.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: yuan,
      subject: trade.subject,
      seller_id: sellerId,
      seller_email: 'merchant@example.com',
      gmt_create: formatShanghaiTime(trade.createdAt),
    }
    if (trade.paidAt) {
      Object.assign(params, {
        buyer_id: buyerId,
        buyer_logon_id: '159****5620',
        receipt_amount: yuan,
        invoice_amount: yuan,
        buyer_pay_amount: yuan,
        point_amount: '0.00',
        gmt_payment: formatShanghaiTime(trade.paidAt),
        fund_bill_list: JSON.stringify([{ amount: yuan, fundChannel: 'ALIPAYACCOUNT' }]),
      })
    }
    if (trade.closedAt) params.gmt_close = formatShanghaiTime(trade.closedAt)
    if (refund) {
      Object.assign(params, {
        out_biz_no: refund.outRequestNo,
        refund_fee: fenToYuan(trade.refundedFen),
        gmt_refund: `${formatShanghaiTime(refund.at)}.000`,
      })
    }
    const signed = signNotify(params, alipayPrivateKey)
    lastNotification.set(trade.outTradeNo, signed)
    return signed
  }

  async function deliver(trade: FakeTrade, params: Record<string, string>, attempt: number) {
    const record: NotificationAttempt = {
      outTradeNo: trade.outTradeNo,
      notifyId: params.notify_id ?? '',
      url: trade.notifyUrl ?? '',
      params,
      attempt,
      httpStatus: null,
      answer: null,
      acknowledged: false,
      error: null,
    }
    fake.notifications.push(record)
    try {
      const response = await fetch(record.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: encodeForm(params),
        signal: AbortSignal.timeout(5000),
      })
      record.httpStatus = response.status
      record.answer = await response.text()
      // Anything but exactly "success" counts as a failure and is retried.
      record.acknowledged = response.status === 200 && record.answer === 'success'
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error)
    }
    return record
  }

  /** First attempt now, then Alipay's schedule until acknowledged or attempts run out. */
  async function deliverWithRetries(trade: FakeTrade, params: Record<string, string>, attempt = 1) {
    const record = await deliver(trade, params, attempt)
    const delay = retryDelays[attempt - 1]
    if (!record.acknowledged && delay !== undefined && !closing) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!closing) void deliverWithRetries(trade, params, attempt + 1)
      }, delay)
      timer.unref()
      timers.add(timer)
    }
    return record
  }

  async function pay(outTradeNo: string): Promise<NotificationAttempt | null> {
    const trade = expireIfDue(requireTrade(outTradeNo))
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${trade.status}`)
    trade.status = 'TRADE_SUCCESS'
    trade.paidAt = now()
    if (!trade.notifyUrl) return null
    return deliverWithRetries(trade, newNotification(trade))
  }

  async function sendNotification(outTradeNo: string, { replays = 0 } = {}) {
    const trade = requireTrade(outTradeNo)
    if (!trade.notifyUrl) throw new Error(`trade ${outTradeNo} has no notify_url`)
    const params = lastNotification.get(outTradeNo) ?? newNotification(trade)
    const attempts: NotificationAttempt[] = []
    for (let i = 0; i <= replays; i++) attempts.push(await deliver(trade, params, i + 1))
    return attempts
  }

  function returnParams(outTradeNo: string): Record<string, string> {
    const trade = requireTrade(outTradeNo)
    return signNotify(
      {
        charset: 'utf-8',
        out_trade_no: trade.outTradeNo,
        method: 'alipay.trade.wap.pay.return',
        total_amount: fenToYuan(trade.totalFen),
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        auth_app_id: options.appId,
        version: '1.0',
        app_id: options.appId,
        seller_id: sellerId,
        timestamp: formatShanghaiTime(now()),
      },
      alipayPrivateKey,
    )
  }

  // --- request checks ------------------------------------------------------------------------

  /** The gateway's own checks, in the order Alipay reports them. */
  function checkCommon(params: Record<string, string>, checkSkew: boolean): Answer | null {
    if (!params.app_id) return gatewayError('40001', 'isv.missing-app-id', '缺少AppID参数')
    if (params.app_id !== options.appId) return gatewayError('40002', 'isv.invalid-app-id', '无效的AppID参数')
    if (!params.sign) return gatewayError('40001', 'isv.missing-signature', '缺少签名参数')
    if (!params.sign_type) return gatewayError('40001', 'isv.missing-signature-type', '缺少签名类型参数')
    if (params.sign_type !== 'RSA2')
      return gatewayError('40002', 'isv.invalid-signature-type', '无效的签名类型参数')
    if (params.charset && params.charset.toLowerCase() !== 'utf-8')
      return gatewayError('40002', 'isv.invalid-charset', '字符集错误')
    if (params.format && params.format.toUpperCase() !== 'JSON')
      return gatewayError('40002', 'isv.invalid-format', '无效的数据格式参数')
    if (params.version !== '1.0') return gatewayError('40002', 'isv.invalid-version', '非法的版本参数')
    const timestamp = parseShanghaiTime(params.timestamp ?? '')
    if (!timestamp) return gatewayError('40002', 'isv.invalid-timestamp', '非法的时间戳参数')
    if (checkSkew && Math.abs(now().getTime() - timestamp.getTime()) > maxSkewMs)
      return gatewayError('40002', 'isv.invalid-timestamp', '时间戳参数超过有效期')
    if (!verifyRequest(params, appPublicKey)) {
      return gatewayError(
        '40002',
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${requestSignContent(params)}`,
      )
    }
    return null
  }

  function bizContent(params: Record<string, string>): Record<string, string> | null {
    try {
      const parsed = JSON.parse(params.biz_content ?? '{}')
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
      const biz: Record<string, string> = {}
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === 'string') biz[key] = value
        else if (typeof value === 'number') biz[key] = String(value)
      }
      return biz
    } catch {
      return null
    }
  }

  /** Alipay's amounts: 0.01 to 100000000.00 yuan, two decimals at most. */
  function amountFen(text: string | undefined): number | null {
    const fen = text === undefined ? null : yuanToFen(text)
    return fen !== null && fen >= 1 && fen <= 10_000_000_000 ? fen : null
  }

  // --- methods -------------------------------------------------------------------------------

  function findTrade(biz: Record<string, string>): FakeTrade | undefined {
    const byOut = biz.out_trade_no ? trades.get(biz.out_trade_no) : undefined
    const found = byOut ?? [...trades.values()].find((trade) => trade.tradeNo === biz.trade_no)
    return found ? expireIfDue(found) : undefined
  }

  function tradeQuery(biz: Record<string, string>): Answer {
    if (!biz.out_trade_no && !biz.trade_no) return business('ACQ.INVALID_PARAMETER')
    const trade = findTrade(biz)
    if (!trade) return business('ACQ.TRADE_NOT_EXIST')
    const paid = fenToYuan(trade.paidAt ? trade.totalFen : 0)
    return success({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: trade.paidAt ? '159****5620' : undefined,
      trade_status: trade.status,
      total_amount: fenToYuan(trade.totalFen),
      buyer_pay_amount: paid,
      point_amount: '0.00',
      invoice_amount: paid,
      receipt_amount: paid,
      send_pay_date: trade.paidAt ? formatShanghaiTime(trade.paidAt) : undefined,
      buyer_user_id: trade.paidAt ? buyerId : undefined,
    })
  }

  function tradeClose(biz: Record<string, string>): Answer {
    if (!biz.out_trade_no && !biz.trade_no) return business('ACQ.INVALID_PARAMETER')
    const trade = findTrade(biz)
    if (!trade) return business('ACQ.TRADE_NOT_EXIST')
    if (trade.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR')
    trade.status = 'TRADE_CLOSED'
    trade.closedAt = now()
    return success({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo })
  }

  function tradeRefund(biz: Record<string, string>): { answer: Answer; notify?: () => void } {
    if (!biz.out_trade_no && !biz.trade_no) return { answer: business('ACQ.INVALID_PARAMETER') }
    const amount = amountFen(biz.refund_amount)
    if (amount === null) return { answer: business('ACQ.INVALID_PARAMETER', '退款金额无效') }
    const trade = findTrade(biz)
    if (!trade) return { answer: business('ACQ.TRADE_NOT_EXIST') }
    const outRequestNo = biz.out_request_no || trade.outTradeNo
    const refundAnswer = (fundChange: 'Y' | 'N', at: Date) =>
      success({
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: '159****5620',
        fund_change: fundChange,
        refund_fee: fenToYuan(trade.refundedFen),
        gmt_refund_pay: formatShanghaiTime(at),
        buyer_user_id: buyerId,
      })
    const previous = refunds.find((r) => r.outTradeNo === trade.outTradeNo && r.outRequestNo === outRequestNo)
    if (previous) {
      // The same out_request_no is the same refund: answered again, no money moves.
      if (previous.amountFen !== amount) return { answer: business('ACQ.DISCORDANT_REPEAT_REQUEST') }
      return { answer: refundAnswer('N', previous.at) }
    }
    if (trade.status === 'WAIT_BUYER_PAY') return { answer: business('ACQ.TRADE_STATUS_ERROR') }
    if (trade.status === 'TRADE_CLOSED') return { answer: business('ACQ.TRADE_HAS_CLOSE') }
    if (trade.status === 'TRADE_FINISHED') return { answer: business('ACQ.TRADE_HAS_FINISHED') }
    if (trade.refundedFen + amount > trade.totalFen)
      return { answer: business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL') }
    const refund: FakeRefund = {
      outTradeNo: trade.outTradeNo,
      outRequestNo,
      amountFen: amount,
      reason: biz.refund_reason ?? '',
      at: now(),
    }
    refunds.push(refund)
    trade.refundedFen += amount
    // A fully refunded trade is closed (its payment time stays on record).
    if (trade.refundedFen === trade.totalFen) {
      trade.status = 'TRADE_CLOSED'
      trade.closedAt = refund.at
    }
    const notify =
      notifyRefunds && trade.notifyUrl
        ? () => void deliverWithRetries(trade, newNotification(trade, refund))
        : undefined
    return { answer: refundAnswer('Y', refund.at), notify }
  }

  function refundQuery(biz: Record<string, string>): Answer {
    if ((!biz.out_trade_no && !biz.trade_no) || !biz.out_request_no) return business('ACQ.INVALID_PARAMETER')
    const trade = findTrade(biz)
    if (!trade) return business('ACQ.TRADE_NOT_EXIST')
    const refund = refunds.find(
      (r) => r.outTradeNo === trade.outTradeNo && r.outRequestNo === biz.out_request_no,
    )
    // No such refund: Alipay answers success with no refund fields.
    if (!refund) return success({})
    return success({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      out_request_no: refund.outRequestNo,
      total_amount: fenToYuan(trade.totalFen),
      refund_amount: fenToYuan(refund.amountFen),
      refund_status: 'REFUND_SUCCESS',
      gmt_refund_pay: formatShanghaiTime(refund.at),
    })
  }

  // --- wap pay page --------------------------------------------------------------------------

  function payPage(params: Record<string, string>): {
    errorCode: string | null
    outTradeNo: string | null
    html: string
  } {
    const fail = (errorCode: string, outTradeNo: string | null = null) => ({
      errorCode,
      outTradeNo,
      html: page(
        '支付宝 - 错误',
        `<p>订单信息有误，请重新发起支付</p><p id="error-code">${escapeHtml(errorCode)}</p>`,
      ),
    })
    const common = checkCommon(params, false)
    if (common) return fail(common.sub_code ?? common.code)
    const biz = bizContent(params)
    if (!biz) return fail('ACQ.INVALID_PARAMETER')
    const outTradeNo = biz.out_trade_no
    const total = amountFen(biz.total_amount)
    if (!outTradeNo || outTradeNo.length > 64) return fail('ACQ.INVALID_PARAMETER')
    if (total === null || !biz.subject || biz.product_code !== 'QUICK_WAP_WAY')
      return fail('ACQ.INVALID_PARAMETER', outTradeNo)
    const timeExpire = biz.time_expire ? parseShanghaiTime(biz.time_expire) : null
    if (biz.time_expire && !timeExpire) return fail('ACQ.INVALID_PARAMETER', outTradeNo)
    const existing = trades.get(outTradeNo)
    if (existing) {
      expireIfDue(existing)
      if (existing.totalFen !== total || existing.subject !== biz.subject)
        return fail('ACQ.CONTEXT_INCONSISTENT', outTradeNo)
      if (existing.status === 'TRADE_SUCCESS' || existing.status === 'TRADE_FINISHED')
        return fail('ACQ.TRADE_HAS_SUCCESS', outTradeNo)
      if (existing.status === 'TRADE_CLOSED') return fail('ACQ.TRADE_HAS_CLOSE', outTradeNo)
    } else {
      if (timeExpire && now() > timeExpire) return fail('ACQ.TRADE_HAS_CLOSE', outTradeNo)
      tradeSeq++
      trades.set(outTradeNo, {
        outTradeNo,
        tradeNo: `${formatShanghaiTime(now()).slice(0, 10).replaceAll('-', '')}22001${String(tradeSeq).padStart(15, '0')}`,
        status: 'WAIT_BUYER_PAY',
        totalFen: total,
        refundedFen: 0,
        subject: biz.subject,
        notifyUrl: params.notify_url || null,
        returnUrl: params.return_url || null,
        quitUrl: biz.quit_url || null,
        timeExpire,
        createdAt: now(),
        paidAt: null,
        closedAt: null,
      })
    }
    const trade = trades.get(outTradeNo) as FakeTrade
    const action = `/fake/pay/${encodeURIComponent(outTradeNo)}`
    return {
      errorCode: null,
      outTradeNo,
      html: page(
        '支付宝 - 确认付款',
        `<p id="subject">${escapeHtml(trade.subject)}</p>
<p>¥<span id="amount">${fenToYuan(trade.totalFen)}</span></p>
<p id="trade-no">${trade.tradeNo}</p>
<form method="post" action="${action}"><button type="submit">确认付款</button></form>
${trade.quitUrl ? `<a href="${escapeHtml(trade.quitUrl)}">取消</a>` : ''}`,
      ),
    }
  }

  function page(title: string, body: string): string {
    return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`
  }

  // --- HTTP ----------------------------------------------------------------------------------

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > 1_000_000) throw new Error('body too large')
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  function send(res: ServerResponse, status: number, contentType: string, body: string) {
    res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) })
    res.end(body)
  }

  function answerJson(res: ServerResponse, method: string, answer: Answer) {
    const responseKey = METHODS.includes(method)
      ? `${method.replaceAll('.', '_')}_response`
      : 'error_response'
    send(
      res,
      200,
      'application/json;charset=utf-8',
      signedResponseBody(responseKey, JSON.stringify(answer), alipayPrivateKey),
    )
  }

  /** A server-to-server call: gateway checks first, then the method itself. */
  function dispatch(
    method: string,
    params: Record<string, string>,
  ): { answer: Answer; afterAnswer?: () => void } {
    if (!method) return { answer: gatewayError('40001', 'isv.missing-method', '缺少方法名参数') }
    if (!METHODS.includes(method))
      return { answer: gatewayError('40002', 'isv.invalid-method', '不存在的方法名') }
    const refused = checkCommon(params, true)
    if (refused) return { answer: refused }
    const biz = bizContent(params)
    if (!biz) return { answer: business('ACQ.INVALID_PARAMETER') }
    if (method === 'alipay.trade.query') return { answer: tradeQuery(biz) }
    if (method === 'alipay.trade.close') return { answer: tradeClose(biz) }
    if (method === 'alipay.trade.fastpay.refund.query') return { answer: refundQuery(biz) }
    const refund = tradeRefund(biz)
    return { answer: refund.answer, afterAnswer: refund.notify }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-alipay')
    const body = req.method === 'POST' ? await readBody(req) : ''

    const payMatch = /^\/fake\/pay\/([^/]+)$/.exec(url.pathname)
    if (payMatch && req.method === 'POST') {
      // The payer's "confirm" button on the wap page: pay, then back to the merchant's return_url.
      const outTradeNo = decodeURIComponent(payMatch[1] ?? '')
      await pay(outTradeNo)
      const trade = requireTrade(outTradeNo)
      if (!trade.returnUrl)
        return send(res, 200, 'text/html;charset=utf-8', page('支付成功', '<p>支付成功</p>'))
      const separator = trade.returnUrl.includes('?') ? '&' : '?'
      res.writeHead(303, {
        location: `${trade.returnUrl}${separator}${encodeForm(returnParams(outTradeNo))}`,
      })
      return res.end()
    }
    if (url.pathname !== '/gateway.do') return send(res, 404, 'text/plain', 'not found')

    const params: Record<string, string> = Object.fromEntries(url.searchParams)
    if (req.method === 'POST') for (const [key, value] of new URLSearchParams(body)) params[key] = value
    const method = params.method ?? ''

    const failure = failures.get(method)?.shift()
    if (failure) {
      if ('dropConnection' in failure) return req.socket.destroy()
      if ('httpStatus' in failure)
        return send(res, failure.httpStatus, 'text/html', '<html>Bad Gateway</html>')
      const injected =
        failure.code === '40004'
          ? business(failure.subCode ?? 'ACQ.SYSTEM_ERROR', failure.subMsg)
          : gatewayError(
              failure.code,
              failure.subCode ?? (failure.code === '20000' ? 'isp.unknow-error' : 'isv.error'),
              failure.subMsg ?? '系统繁忙',
            )
      fake.requests.push({ method, params, code: injected.code, subCode: injected.sub_code ?? null })
      return answerJson(res, method, injected)
    }

    if (method === 'alipay.trade.wap.pay') {
      const visit = payPage(params)
      fake.pageVisits.push({ outTradeNo: visit.outTradeNo, errorCode: visit.errorCode })
      return send(res, 200, 'text/html;charset=utf-8', visit.html)
    }

    const { answer, afterAnswer } = dispatch(method, params)
    fake.requests.push({ method, params, code: answer.code, subCode: answer.sub_code ?? null })
    afterAnswer?.()

    const held = holds.get(method) ?? 0
    if (held > 0) {
      // Processed, never answered: the caller sees a hung request, as if we crashed mid-call.
      holds.set(method, held - 1)
      return
    }
    answerJson(res, method, answer)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent)
        send(res, 500, 'text/plain', error instanceof Error ? error.message : String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}/gateway.do`
  fake.close = async () => {
    closing = true
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return fake
}
