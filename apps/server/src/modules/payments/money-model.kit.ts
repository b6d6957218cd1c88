/**
 * The model and the invariants behind money.property.test.ts (used by that test only).
 *
 * - `loadSnapshot` reads everything one member's money touches in ONE query (orders, history,
 *   pay-deadline jobs, payments, refunds, recharges, sandbox trades, notifications, the ledger
 *   transfers and entries of all of it, the member's wallets and the platform accounts).
 * - `checkInvariants` is product rules section 6 on such a snapshot: double entry, one unit per
 *   transfer, wallets never negative, every entry names its cause, cached balances = entries, the
 *   exact set of transfers the business rows call for, refunds within payments, orders paid once,
 *   recharges credited once, the balance formula, and no money lost at the provider.
 * - The `sim*` functions are a plain re-statement of what each call must do, used to predict the
 *   next state of a sequential step; `canon` compares predicted and actual states without caring
 *   which of two equal payments of one order was the one accepted (the services do not order them).
 */
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { accountUnit, memberAccount, PLATFORM_ACCOUNTS, WALLET_KINDS } from '../ledger'

export const OPEN = ['created', 'pending']
export const PAY_DEADLINE_MS = 5 * 60_000
const RECHARGE_WINDOW_MS = 15 * 60_000
export const RECONCILE_AFTER_MS = 120_000
export const NOTIFICATION_SKEW_MS = 5 * 60_000
const LOCK_MS = 15 * 60_000
const MAX_PASSWORD_FAILURES = 5

export type TradeStatus = 'WAIT_BUYER_PAY' | 'SUCCESS' | 'DECLINED' | 'CLOSED'
export type ProviderStatus = 'pending' | 'succeeded' | 'failed' | 'closed'
const PROVIDER_STATUS: Record<TradeStatus, ProviderStatus> = {
  WAIT_BUYER_PAY: 'pending',
  SUCCESS: 'succeeded',
  DECLINED: 'failed',
  CLOSED: 'closed',
}
const LATE_REASONS = ['late_payment', 'duplicate_payment']

// ---------------------------------------------------------------- snapshot

export interface Snapshot {
  orders: {
    id: string
    status: number
    total_fen: number
    paid_fen: number
    refunded_fen: number
    pay_type: string | null
    pay_deadline_at: string | null
  }[]
  history: { order_id: string; from_status: number | null; to_status: number }[]
  jobs: { dedupe_key: string; status: string; run_at: string }[]
  recharges: { id: string; status: string; pay_fen: number; bonus_fen: number; created_at: string }[]
  payments: {
    id: string
    order_id: string | null
    recharge_id: string | null
    member_id: string
    pay_type: string
    provider: string
    amount_fen: number
    status: string
    refunded_fen: number
    created_at: string
    expires_at: string | null
  }[]
  refunds: {
    id: string
    payment_id: string
    order_id: string | null
    amount_fen: number
    status: string
    reason: string
    created_at: string
  }[]
  trades: {
    merchant_ref: string
    trade_no: string
    status: TradeStatus
    amount_fen: number
    refunded_fen: number
  }[]
  events: string[]
  transfers: { id: string; idempotency_key: string; cause_type: string; cause_id: string }[]
  entries: {
    transfer_id: string
    account_id: string
    amount_fen: number
    cause_type: string
    cause_id: string
  }[]
  accounts: { id: string; balance_fen: number; allow_negative: boolean }[]
  pw: { failures: number; locked_until: string | null }
  /** What the member's paid orders earned (loyalty): the business rows behind the points transfers. */
  awards: {
    order_id: string
    inviter_id: string | null
    paid_fen: number
    points: number
    reward_fen: number
    points_reversed: number
    reward_reversed_fen: number
    status: string
  }[]
}

export const PLATFORM_IDS: string[] = Object.values(PLATFORM_ACCOUNTS)
const walletIds = (memberId: string) => WALLET_KINDS.map((kind) => memberAccount(memberId, kind))

const WALLET_SQL = WALLET_KINDS.map((kind) => `'member:' || $1 || ':${kind}'`).join(', ')
const PLATFORM_SQL = Object.values(PLATFORM_ACCOUNTS)
  .map((id) => `'${id}'`)
  .join(', ')

/**
 * All of one member's money state (and the platform accounts) in one statement, $1 = member id.
 * Every lookup goes through an index (payments by order and recharge, notifications by their
 * unique event id), so the cost does not grow with the rows earlier sequences left behind.
 */
const SNAPSHOT_SQL = `
  with
    o as (select id, status, total_fen, paid_fen, refunded_fen, pay_type, pay_deadline_at
          from orders where member_id = $1),
    r as (select id, status, pay_fen, bonus_fen, created_at from recharges where member_id = $1),
    p as (select id, order_id, recharge_id, member_id, pay_type, provider, amount_fen, status, refunded_fen,
                 created_at, expires_at
          from payments where order_id = any(array(select id from o))
          union all
          select id, order_id, recharge_id, member_id, pay_type, provider, amount_fen, status, refunded_fen,
                 created_at, expires_at
          from payments where recharge_id = any(array(select id from r))),
    f as (select id, payment_id, order_id, amount_fen, status, reason, created_at
          from payment_refunds where payment_id = any(array(select id from p))),
    s as (select merchant_ref, trade_no, status, amount_fen, refunded_fen from sandbox_trades
          where merchant_ref = any(array(select id from p))),
    causes as (select $1::text as id union all select id from o union all select id from r
               union all select id from p),
    tids as (
      select transfer_id as id from ledger_entries where cause_id = any(array(select id from causes))
      union select transfer_id from ledger_entries where account_id = any(array[${WALLET_SQL}])
      union select id from ledger_transfers where idempotency_key = any(array(
        select 'payment:' || id from p union all select 'refund:' || id from f
        union all select 'recharge:' || id from r union all select 'recharge_bonus:' || id from r
        union all select 'seed:' || $1::text)))
  select
    (select coalesce(json_agg(o), '[]'::json) from o) as orders,
    (select coalesce(json_agg(h), '[]'::json) from (
       select order_id, from_status, to_status from order_history
       where order_id = any(array(select id from o))) h) as history,
    (select coalesce(json_agg(j), '[]'::json) from (
       select dedupe_key, status, run_at from jobs
       where kind = 'order.pay_deadline' and dedupe_key = any(array(select id from o))) j) as jobs,
    (select coalesce(json_agg(r), '[]'::json) from r) as recharges,
    (select coalesce(json_agg(p), '[]'::json) from p) as payments,
    (select coalesce(json_agg(f), '[]'::json) from f) as refunds,
    (select coalesce(json_agg(s), '[]'::json) from s) as trades,
    (select coalesce(json_agg(n.event_id), '[]'::json) from payment_notifications n
       where n.provider = 'sandbox' and n.event_id = any(array(
         select 'evt_' || s.trade_no || '_' || x.status from s
         cross join (values ('WAIT_BUYER_PAY'), ('SUCCESS'), ('DECLINED'), ('CLOSED')) x(status)))) as events,
    (select coalesce(json_agg(t), '[]'::json) from (
       select id, idempotency_key, cause_type, cause_id from ledger_transfers
       where id = any(array(select id from tids))) t) as transfers,
    (select coalesce(json_agg(e), '[]'::json) from (
       select transfer_id, account_id, amount_fen, cause_type, cause_id from ledger_entries
       where transfer_id = any(array(select id from tids))) e) as entries,
    (select coalesce(json_agg(a), '[]'::json) from (
       select id, balance_fen, allow_negative from ledger_accounts
       where id = any(array[${WALLET_SQL}])
       union all
       -- House accounts cache nothing (decision 0032): their balance is the sum of their entries.
       select a.id, (select coalesce(sum(e.amount_fen), 0) from ledger_entries e where e.account_id = a.id),
              a.allow_negative
       from ledger_accounts a where a.id = any(array[${PLATFORM_SQL}])) a) as accounts,
    (select json_build_object('failures', payment_password_failures,
                              'locked_until', payment_password_locked_until)
       from members where id = $1) as pw,
    (select coalesce(json_agg(w), '[]'::json) from (
       select order_id, inviter_id, paid_fen, points, reward_fen, points_reversed, reward_reversed_fen, status
       from loyalty_awards where order_id = any(array(select id from o))) w) as awards`

/** Runs one parameterised statement and answers its rows (PGlite or node-postgres underneath). */
export type RawQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>

export async function loadSnapshot(query: RawQuery, memberId: string): Promise<Snapshot> {
  const row = (await query(SNAPSHOT_SQL, [memberId]))[0]
  if (!row) throw new Error('snapshot query returned nothing')
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)
  const out = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, parse(v)])) as unknown as Snapshot
  for (const e of out.entries) e.amount_fen = Number(e.amount_fen)
  for (const a of out.accounts) a.balance_fen = Number(a.balance_fen)
  for (const w of out.awards) {
    for (const k of ['paid_fen', 'points', 'reward_fen', 'points_reversed', 'reward_reversed_fen'] as const)
      w[k] = Number(w[k])
  }
  return out
}

/** Platform account balances (sums of their entries), to measure a sequence's movements against. */
export async function platformBalances(db: Executor): Promise<Map<string, number>> {
  const result = await db.execute<{ id: string; balance_fen: string | number }>(
    sql`select account_id as id, sum(amount_fen) as balance_fen from ledger_entries
        where account_id like 'platform:%' group by account_id`,
  )
  return new Map(result.rows.map((r) => [r.id, Number(r.balance_fen)]))
}

// ---------------------------------------------------------------- model

export interface OrderM {
  id: string
  total: number
  status: number
  paidFen: number
  refundedFen: number
  deadline: number | null
  job: { status: string; runAt: number } | null
  history: string[]
}
export interface PaymentM {
  id: string
  orderId: string | null
  rechargeId: string | null
  payType: string
  provider: string
  amount: number
  status: string
  refundedFen: number
  createdAt: number
  expiresAt: number | null
}
interface TradeM {
  tradeNo: string
  status: TradeStatus
  amount: number
  refunded: number
}
export interface RefundM {
  id: string | null
  paymentId: string
  orderId: string | null
  amount: number
  status: string
  reason: string
  createdAt: number
}
interface RechargeM {
  id: string
  payFen: number
  bonusFen: number
  status: string
  createdAt: number
}
export interface Model {
  balance: number
  pw: { failures: number; lockedUntil: number | null }
  orders: Map<string, OrderM>
  recharges: Map<string, RechargeM>
  payments: Map<string, PaymentM>
  /** Sandbox trades by our payment id. */
  trades: Map<string, TradeM>
  refunds: RefundM[]
  events: Set<string>
}

const ms = (v: string | null) => (v === null ? null : Date.parse(v))
const msOf = (v: string) => Date.parse(v)

export function modelFromSnapshot(snap: Snapshot, memberId: string): Model {
  const balance = snap.accounts.find((a) => a.id === memberAccount(memberId, 'balance'))?.balance_fen ?? 0
  const orders = new Map<string, OrderM>()
  for (const o of snap.orders) {
    const job = snap.jobs.find((j) => j.dedupe_key === o.id)
    orders.set(o.id, {
      id: o.id,
      total: Number(o.total_fen),
      status: o.status,
      paidFen: Number(o.paid_fen),
      refundedFen: Number(o.refunded_fen),
      deadline: ms(o.pay_deadline_at),
      job: job ? { status: job.status, runAt: msOf(job.run_at) } : null,
      history: snap.history.filter((h) => h.order_id === o.id).map((h) => `${h.from_status}>${h.to_status}`),
    })
  }
  return {
    balance,
    pw: { failures: snap.pw.failures, lockedUntil: ms(snap.pw.locked_until) },
    orders,
    recharges: new Map(
      snap.recharges.map((r) => [
        r.id,
        {
          id: r.id,
          payFen: Number(r.pay_fen),
          bonusFen: Number(r.bonus_fen),
          status: r.status,
          createdAt: msOf(r.created_at),
        },
      ]),
    ),
    payments: new Map(
      snap.payments.map((p) => [
        p.id,
        {
          id: p.id,
          orderId: p.order_id,
          rechargeId: p.recharge_id,
          payType: p.pay_type,
          provider: p.provider,
          amount: Number(p.amount_fen),
          status: p.status,
          refundedFen: Number(p.refunded_fen),
          createdAt: msOf(p.created_at),
          expiresAt: ms(p.expires_at),
        },
      ]),
    ),
    trades: new Map(
      snap.trades.map((t) => [
        t.merchant_ref,
        {
          tradeNo: t.trade_no,
          status: t.status,
          amount: Number(t.amount_fen),
          refunded: Number(t.refunded_fen),
        },
      ]),
    ),
    refunds: snap.refunds.map((f) => ({
      id: f.id,
      paymentId: f.payment_id,
      orderId: f.order_id,
      amount: Number(f.amount_fen),
      status: f.status,
      reason: f.reason,
      createdAt: msOf(f.created_at),
    })),
    events: new Set(snap.events),
  }
}

export const cloneModel = (m: Model): Model => structuredClone(m)

/**
 * The comparable face of a model: per order and per recharge, its payments, trades and refunds as
 * sorted multisets (of two equal payments racing for one order, either may be the accepted one).
 */
export function canon(m: Model) {
  const target = (p: PaymentM) => p.orderId ?? p.rechargeId ?? '?'
  const groups = new Map<string, { payments: string[]; trades: string[]; refunds: string[] }>()
  const group = (id: string) => {
    let g = groups.get(id)
    if (!g) {
      g = { payments: [], trades: [], refunds: [] }
      groups.set(id, g)
    }
    return g
  }
  for (const p of m.payments.values()) {
    const g = group(target(p))
    g.payments.push(`${p.provider}/${p.status}/${p.amount}/refunded ${p.refundedFen}`)
    const trade = m.trades.get(p.id)
    if (trade) g.trades.push(`${trade.status}/${trade.amount}/refunded ${trade.refunded}`)
  }
  for (const f of m.refunds) {
    const p = m.payments.get(f.paymentId)
    group(p ? target(p) : `?${f.paymentId}`).refunds.push(`${f.reason}/${f.amount}/${f.status}`)
  }
  for (const g of groups.values()) {
    g.payments.sort()
    g.trades.sort()
    g.refunds.sort()
  }
  return {
    balance: m.balance,
    pw: m.pw,
    orders: Object.fromEntries(
      [...m.orders.values()].map((o) => [
        o.id,
        {
          status: o.status,
          paidFen: o.paidFen,
          refundedFen: o.refundedFen,
          history: [...o.history].sort(),
          job: o.job?.status ?? null,
        },
      ]),
    ),
    recharges: Object.fromEntries([...m.recharges.values()].map((r) => [r.id, r.status])),
    money: Object.fromEntries([...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
    events: [...m.events].sort(),
  }
}

/** Paths where two plain values differ (first 12). */
export function diff(expected: unknown, actual: unknown, path = '', out: string[] = []): string[] {
  if (out.length >= 12) return out
  if (typeof expected === 'object' && expected && typeof actual === 'object' && actual) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)])
    for (const k of keys) {
      diff(
        (expected as Record<string, unknown>)[k],
        (actual as Record<string, unknown>)[k],
        `${path}.${k}`,
        out,
      )
    }
    return out
  }
  if (expected !== actual)
    out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
  return out
}

// ---------------------------------------------------------------- simulation

function createRefund(m: Model, p: PaymentM, amount: number, reason: string, now: number) {
  m.refunds.push({
    id: null,
    paymentId: p.id,
    orderId: p.orderId,
    amount,
    status: 'pending',
    reason,
    createdAt: now,
  })
}

/** payments.service applyProviderStatus. */
function simApply(m: Model, paymentId: string, status: ProviderStatus, now: number) {
  const p = m.payments.get(paymentId)
  if (!p) return
  if (status === 'succeeded') {
    if (!['created', 'pending', 'closed', 'failed'].includes(p.status)) return
    p.status = 'succeeded'
    if (p.rechargeId) {
      const r = m.recharges.get(p.rechargeId)
      if (r && (r.status === 'unpaid' || r.status === 'closed')) {
        r.status = 'paid'
        m.balance += r.payFen + r.bonusFen
      } else createRefund(m, p, p.amount, 'duplicate_payment', now)
      return
    }
    const o = m.orders.get(p.orderId ?? '')
    if (o && o.status === 1) {
      o.status = 2
      o.paidFen = p.amount
      o.deadline = null
      o.history.push('1>2')
    } else createRefund(m, p, p.amount, 'late_payment', now)
    return
  }
  if ((status === 'failed' || status === 'closed') && OPEN.includes(p.status)) p.status = status
}

/** reconcilePayment: ask the sandbox, close there when told to, apply a final answer. */
export function simReconcilePayment(m: Model, paymentId: string, closeIfOpen: boolean, now: number) {
  const p = m.payments.get(paymentId)
  if (!p || p.provider === 'balance' || !OPEN.includes(p.status)) return
  const trade = m.trades.get(paymentId)
  let status: ProviderStatus | null = trade ? PROVIDER_STATUS[trade.status] : null
  if (status === 'pending' && p.status === 'created') p.status = 'pending'
  if (closeIfOpen && (status === null || status === 'pending')) {
    if (trade && trade.status === 'WAIT_BUYER_PAY') trade.status = 'CLOSED'
    status = trade ? PROVIDER_STATUS[trade.status] : null
    if (status === null || status === 'pending') status = 'closed'
  }
  if (status && status !== 'pending') simApply(m, paymentId, status, now)
}

function finishRefund(m: Model, f: RefundM) {
  f.status = 'succeeded'
  const p = m.payments.get(f.paymentId)
  if (!p) return
  p.refundedFen += f.amount
  if (p.provider === 'balance') m.balance += f.amount
  if (f.orderId && !LATE_REASONS.includes(f.reason)) {
    const o = m.orders.get(f.orderId)
    if (o) o.refundedFen += f.amount
  }
}

/** processRefund: the ledger for balance, the sandbox (refusing more than is left) otherwise. */
export function simProcessRefund(m: Model, f: RefundM) {
  if (f.status !== 'pending') return
  const p = m.payments.get(f.paymentId)
  if (!p) return
  if (p.provider === 'balance') return finishRefund(m, f)
  const trade = m.trades.get(p.id)
  if (trade && trade.status === 'SUCCESS' && trade.refunded + f.amount <= trade.amount) {
    trade.refunded += f.amount
    finishRefund(m, f)
  } else f.status = 'failed'
}

export function simRefundOrderInFull(m: Model, orderId: string, reason: string, now: number): RefundM[] {
  const created: RefundM[] = []
  for (const p of m.payments.values()) {
    if (p.orderId !== orderId || p.status !== 'succeeded') continue
    const committed = m.refunds
      .filter((f) => f.paymentId === p.id && f.status !== 'failed')
      .reduce((n, f) => n + f.amount, 0)
    const left = p.amount - committed
    if (left > 0) {
      createRefund(m, p, left, reason, now)
      created.push(m.refunds[m.refunds.length - 1] as RefundM)
    }
  }
  return created
}

/** payByBalance's checks in their order; 'ok' moves the money. */
export function simPayByBalance(
  m: Model,
  orderId: string,
  passwordRight: boolean,
  keyAlreadyUsed: boolean,
  now: number,
): string {
  const o = m.orders.get(orderId)
  if (!o) return 'ORDER_NOT_FOUND'
  const payable = o.status === 1 && !(o.deadline !== null && o.deadline <= now)
  if (!payable && !keyAlreadyUsed) return 'ORDER_NOT_PAYABLE'
  if (m.pw.lockedUntil !== null && m.pw.lockedUntil > now) return 'PAYMENT_PASSWORD_LOCKED'
  if (!passwordRight) {
    const failures = m.pw.failures + 1
    if (failures >= MAX_PASSWORD_FAILURES) {
      m.pw = { failures: 0, lockedUntil: now + LOCK_MS }
      return 'PAYMENT_PASSWORD_LOCKED'
    }
    m.pw = { failures, lockedUntil: m.pw.lockedUntil }
    return 'PAYMENT_PASSWORD_WRONG'
  }
  if (m.pw.failures > 0 || m.pw.lockedUntil !== null) m.pw = { failures: 0, lockedUntil: null }
  if (keyAlreadyUsed) return 'ok' // the replay answers with the paid order, nothing moves
  if (m.balance < o.total) return 'INSUFFICIENT_BALANCE'
  m.balance -= o.total
  o.status = 2
  o.paidFen = o.total
  o.deadline = null
  o.history.push('1>2')
  const id = `balance-payment-${m.payments.size}`
  m.payments.set(id, {
    id,
    orderId,
    rechargeId: null,
    payType: 'balance',
    provider: 'balance',
    amount: o.total,
    status: 'succeeded',
    refundedFen: 0,
    createdAt: now,
    expiresAt: null,
  })
  return 'ok'
}

/** createProviderPayment's verdict (before the ids exist). */
export function simCanCreatePayment(
  m: Model,
  target: { orderId?: string; rechargeId?: string },
  now: number,
) {
  if (target.orderId) {
    const o = m.orders.get(target.orderId)
    if (o?.status !== 1 || (o.deadline !== null && o.deadline <= now)) return 'ORDER_NOT_PAYABLE'
    return 'ok'
  }
  const r = m.recharges.get(target.rechargeId ?? '')
  return r && r.status === 'unpaid' ? 'ok' : 'RECHARGE_NOT_PAYABLE'
}

export function simAddPayment(
  m: Model,
  row: { id: string; orderId: string | null; rechargeId: string | null; payType: string; amount: number },
  tradeNo: string,
  now: number,
) {
  const expiresAt = row.orderId
    ? (m.orders.get(row.orderId)?.deadline ?? now + 5 * 60_000)
    : now + RECHARGE_WINDOW_MS
  m.payments.set(row.id, {
    ...row,
    provider: 'sandbox',
    status: 'pending',
    refundedFen: 0,
    createdAt: now,
    expiresAt,
  })
  m.trades.set(row.id, { tradeNo, status: 'WAIT_BUYER_PAY', amount: row.amount, refunded: 0 })
}

/** A notification the payments service verifies (fresh) and applies once per event id. */
export function simNotification(
  m: Model,
  note: { paymentId: string; eventId: string; status: TradeStatus; signedAt: number },
  now: number,
): string {
  if (Math.abs(now - note.signedAt) > NOTIFICATION_SKEW_MS) return 'SIGNATURE_INVALID'
  if (!m.events.has(note.eventId)) {
    m.events.add(note.eventId)
    simApply(m, note.paymentId, PROVIDER_STATUS[note.status], now)
  }
  return 'ok'
}

function simExpireOrder(o: OrderM) {
  if (o.status !== 1) return
  o.status = 10
  o.deadline = null
  o.history.push('1>10')
}

/** jobs.runDue: every refund job due, then every pay-deadline job due (order of claim). */
export function simRunJobs(m: Model, now: number) {
  const refunds = m.refunds.filter((f) => f.status === 'pending')
  const orders = [...m.orders.values()].filter((o) => o.job?.status === 'pending' && o.job.runAt <= now)
  for (const f of refunds) simProcessRefund(m, f)
  for (const o of orders) {
    for (const p of [...m.payments.values()]) {
      if (p.orderId === o.id && OPEN.includes(p.status)) simReconcilePayment(m, p.id, true, now)
    }
    simExpireOrder(o)
    if (o.job) o.job.status = 'done'
  }
}

/** payments.reconcile: old open payments (closed once expired), old balance refunds, stale recharges. */
export function simReconcile(m: Model, now: number) {
  const settledBefore = now - RECONCILE_AFTER_MS
  const open = [...m.payments.values()]
    .filter((p) => OPEN.includes(p.status) && p.createdAt < settledBefore)
    .sort((a, b) => a.createdAt - b.createdAt)
  for (const p of open) {
    const expired = p.expiresAt !== null && p.expiresAt <= settledBefore
    simReconcilePayment(m, p.id, expired, now)
  }
  for (const f of m.refunds.filter((r) => r.status === 'pending' && r.createdAt < settledBefore)) {
    const p = m.payments.get(f.paymentId)
    // A provider refund never sent is rescheduled as a job (no change now); balance ones finish.
    if (p?.provider === 'balance') finishRefund(m, f)
  }
  const windowStart = settledBefore - RECHARGE_WINDOW_MS
  for (const r of m.recharges.values()) {
    if (r.status !== 'unpaid' || r.createdAt >= windowStart) continue
    const open = [...m.payments.values()].some((p) => p.rechargeId === r.id && OPEN.includes(p.status))
    if (!open) r.status = 'closed'
  }
}

// ---------------------------------------------------------------- invariants

export interface SequenceScope {
  memberId: string
  seedFen: number
  /** Platform account balances before the sequence began. */
  platformBefore: Map<string, number>
}

interface Leg {
  causeType: string
  causeId: string
  legs: Map<string, number>
}

/** What every invariant reads of one member's snapshot, and where it writes what is wrong. */
interface InvariantScope {
  snap: Snapshot
  scope: SequenceScope
  settled: boolean
  notes: string[]
  v: string[]
  memberId: string
  balanceAccount: string
  accounts: Map<string, Snapshot['accounts'][number]>
  payments: Map<string, Snapshot['payments'][number]>
  trades: Map<string, Snapshot['trades'][number]>
  refundsOf: (paymentId: string) => Snapshot['refunds']
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

/** Product rules 6 on one member's snapshot; returns what is wrong (empty when all holds). */
export function checkInvariants(
  snap: Snapshot,
  scope: SequenceScope,
  settled = false,
  notes: string[] = [],
): string[] {
  const { memberId } = scope
  const v: string[] = []
  const c: InvariantScope = {
    snap,
    scope,
    settled,
    notes,
    v,
    memberId,
    balanceAccount: memberAccount(memberId, 'balance'),
    accounts: new Map(snap.accounts.map((a) => [a.id, a])),
    payments: new Map(snap.payments.map((p) => [p.id, p])),
    trades: new Map(snap.trades.map((t) => [t.merchant_ref, t])),
    refundsOf: (paymentId) => snap.refunds.filter((f) => f.payment_id === paymentId),
  }
  checkWallets(c)
  const actual = checkDoubleEntry(c)
  checkCachedBalances(c)
  const expected = expectedMoneyTransfers(c)
  expectPoints(c, expected)
  checkTransfersMatch(c, expected, actual)
  checkPayments(c)
  checkOrders(c)
  checkRecharges(c)
  checkBalanceFormula(c)
  checkClearing(c)
  if (settled) checkSettled(c)
  return v
}

/** Wallets exist, are never negative, and may not go negative. */
function checkWallets(c: InvariantScope): void {
  const { v, memberId, accounts } = c
  for (const id of walletIds(memberId)) {
    const a = accounts.get(id)
    if (!a) v.push(`wallet ${id} missing`)
    else {
      if (a.balance_fen < 0) v.push(`wallet ${id} negative: ${a.balance_fen}`)
      if (a.allow_negative) v.push(`wallet ${id} allows a negative balance`)
    }
  }
}

/** Double entry: each transfer's legs sum to zero in one unit, and every entry names its cause; returns the transfers as they are. */
function checkDoubleEntry(c: InvariantScope): Map<string, Leg> {
  const { snap, v } = c
  const byTransfer = new Map<string, Snapshot['entries']>()
  for (const e of snap.entries) {
    const list = byTransfer.get(e.transfer_id) ?? []
    list.push(e)
    byTransfer.set(e.transfer_id, list)
  }
  const transferIds = new Set(snap.transfers.map((t) => t.id))
  for (const e of snap.entries) {
    if (!transferIds.has(e.transfer_id)) v.push(`entry of unknown transfer ${e.transfer_id}`)
    if (!e.cause_type || !e.cause_id) v.push(`entry without cause in transfer ${e.transfer_id}`)
  }
  const actual = new Map<string, Leg>()
  for (const t of snap.transfers) {
    const entries = byTransfer.get(t.id) ?? []
    if (entries.length < 2) v.push(`transfer ${t.idempotency_key} has ${entries.length} entries`)
    const total = sum(entries.map((e) => e.amount_fen))
    if (total !== 0) v.push(`transfer ${t.idempotency_key} sums to ${total}`)
    const units = new Set(entries.map((e) => accountUnit(e.account_id)))
    if (units.size > 1) v.push(`transfer ${t.idempotency_key} mixes points and fen`)
    if (!t.cause_type || !t.cause_id) v.push(`transfer ${t.idempotency_key} without cause`)
    for (const e of entries) {
      if (e.cause_type !== t.cause_type || e.cause_id !== t.cause_id)
        v.push(`entry of ${t.idempotency_key} names another cause (${e.cause_type}:${e.cause_id})`)
    }
    const legs = new Map<string, number>()
    for (const e of entries) legs.set(e.account_id, (legs.get(e.account_id) ?? 0) + e.amount_fen)
    actual.set(t.idempotency_key, { causeType: t.cause_type, causeId: t.cause_id, legs })
  }
  return actual
}

/** Cached balances equal their entries: wallets in full; platform accounts (sums) moved by this member's entries. */
function checkCachedBalances(c: InvariantScope): void {
  const { snap, scope, v, memberId, accounts } = c
  const entrySum = new Map<string, number>()
  for (const e of snap.entries) entrySum.set(e.account_id, (entrySum.get(e.account_id) ?? 0) + e.amount_fen)
  for (const id of walletIds(memberId)) {
    const cached = accounts.get(id)?.balance_fen ?? 0
    if (cached !== (entrySum.get(id) ?? 0))
      v.push(`wallet ${id} caches ${cached} but its entries sum to ${entrySum.get(id) ?? 0}`)
  }
  for (const id of PLATFORM_IDS) {
    const moved = (accounts.get(id)?.balance_fen ?? 0) - (scope.platformBefore.get(id) ?? 0)
    if (moved !== (entrySum.get(id) ?? 0))
      v.push(
        `${id} moved ${moved} during the sequence but this member's entries there sum to ${entrySum.get(id) ?? 0}`,
      )
  }
  for (const id of entrySum.keys()) {
    if (!id.startsWith('platform:') && !id.startsWith(`member:${memberId}:`))
      v.push(`an entry of this member's causes lands in ${id}`)
  }
}

/** The transfers the business rows call for, with exactly their legs (money; points are added by expectPoints). */
function expectedMoneyTransfers(c: InvariantScope): Map<string, Leg> {
  const { snap, scope, v, memberId, balanceAccount, payments } = c
  const expected = new Map<string, Leg>()
  const receiving = (p: Snapshot['payments'][number]) =>
    p.recharge_id ? PLATFORM_ACCOUNTS.recharges : PLATFORM_ACCOUNTS.orderReceipts
  if (scope.seedFen > 0) {
    expected.set(`seed:${memberId}`, {
      causeType: 'seed',
      causeId: memberId,
      legs: new Map([
        [PLATFORM_ACCOUNTS.promotions, -scope.seedFen],
        [balanceAccount, scope.seedFen],
      ]),
    })
  }
  for (const p of snap.payments) {
    if (p.status !== 'succeeded') continue
    const from = p.provider === 'balance' ? balanceAccount : PLATFORM_ACCOUNTS.providerClearing
    expected.set(`payment:${p.id}`, {
      causeType: p.recharge_id ? 'recharge' : 'order_payment',
      causeId: p.recharge_id ?? p.order_id ?? p.id,
      legs: new Map([
        [from, -p.amount_fen],
        [receiving(p), p.amount_fen],
      ]),
    })
  }
  for (const f of snap.refunds) {
    if (f.status !== 'succeeded') continue
    const p = payments.get(f.payment_id)
    if (!p) {
      v.push(`refund ${f.id} of an unknown payment`)
      continue
    }
    const to = p.provider === 'balance' ? balanceAccount : PLATFORM_ACCOUNTS.providerClearing
    expected.set(`refund:${f.id}`, {
      causeType: 'order_refund',
      causeId: f.order_id ?? p.recharge_id ?? p.id,
      legs: new Map([
        [receiving(p), -f.amount_fen],
        [to, f.amount_fen],
      ]),
    })
  }
  for (const r of snap.recharges) {
    if (r.status !== 'paid') continue
    expected.set(`recharge:${r.id}`, {
      causeType: 'recharge',
      causeId: r.id,
      legs: new Map([
        [PLATFORM_ACCOUNTS.recharges, -r.pay_fen],
        [balanceAccount, r.pay_fen],
      ]),
    })
    if (r.bonus_fen > 0)
      expected.set(`recharge_bonus:${r.id}`, {
        causeType: 'recharge_bonus',
        causeId: r.id,
        legs: new Map([
          [PLATFORM_ACCOUNTS.promotions, -r.bonus_fen],
          [balanceAccount, r.bonus_fen],
        ]),
      })
  }
  return expected
}

/** Loyalty (product rules 8, 9): each paid order earns floor(yuan paid) points, not yet credited; a full refund (rejection: 11) takes them all back in one reversal while uncredited. */
function expectPoints(c: InvariantScope, expected: Map<string, Leg>): void {
  const { snap, v, memberId } = c
  for (const w of snap.awards) {
    const points = (n: number) =>
      new Map([
        [PLATFORM_ACCOUNTS.pointsIssued, -n],
        [memberAccount(memberId, 'points_pending'), n],
      ])
    if (w.points > 0)
      expected.set(`points_earned:${w.order_id}`, {
        causeType: 'points_earned',
        causeId: w.order_id,
        legs: points(w.points),
      })
    if (w.points_reversed > 0)
      expected.set(`points_reversed:${w.order_id}:${w.points_reversed}`, {
        causeType: 'points_reversed',
        causeId: w.order_id,
        legs: points(-w.points_reversed),
      })
    if (w.inviter_id || w.reward_fen > 0) v.push(`order ${w.order_id}: an invitation reward nobody invited`)
    if (w.status === 'credited') v.push(`order ${w.order_id}: points credited before any completion`)
  }
  for (const o of snap.orders) {
    const paid = snap.history.some((h) => h.order_id === o.id && h.from_status === 1 && h.to_status === 2)
    const award = snap.awards.find((w) => w.order_id === o.id)
    if (paid !== Boolean(award)) v.push(`order ${o.id}: paid ${paid}, points recorded ${Boolean(award)}`)
    if (!award) continue
    if (award.paid_fen !== o.paid_fen || award.points !== Math.floor(o.paid_fen / 100))
      v.push(`order ${o.id} paid ${o.paid_fen} but earned ${award.points} points on ${award.paid_fen}`)
    const reversed = award.status === 'reversed' && award.points_reversed === award.points
    if ((o.status === 11) !== reversed)
      v.push(
        `order ${o.id} (${o.status}): points ${award.status}, ${award.points_reversed} of ${award.points} back`,
      )
  }
}

/** Exactly the expected transfers exist, each with exactly its legs. */
function checkTransfersMatch(c: InvariantScope, expected: Map<string, Leg>, actual: Map<string, Leg>): void {
  const { v } = c
  const legText = (l: Leg) =>
    `${l.causeType}:${l.causeId} ${[...l.legs.entries()]
      .sort()
      .map(([a, n]) => `${a}=${n}`)
      .join(' ')}`
  for (const [key, want] of expected) {
    const got = actual.get(key)
    if (!got) v.push(`missing transfer ${key}`)
    else if (legText(got) !== legText(want))
      v.push(`transfer ${key}: ${legText(got)}, expected ${legText(want)}`)
  }
  for (const key of actual.keys()) if (!expected.has(key)) v.push(`unexpected transfer ${key}`)
}

/** Payments and their refunds (ours and the provider's books agree). */
function checkPayments(c: InvariantScope): void {
  const { snap, v, memberId, trades, refundsOf } = c
  for (const p of snap.payments) {
    if (p.member_id !== memberId)
      v.push(`payment ${p.id} of this member's order or recharge is another member's`)
    const refunds = refundsOf(p.id)
    const succeeded = sum(refunds.filter((f) => f.status === 'succeeded').map((f) => f.amount_fen))
    const committed = sum(refunds.filter((f) => f.status !== 'failed').map((f) => f.amount_fen))
    if (p.refunded_fen !== succeeded)
      v.push(`payment ${p.id} says refunded ${p.refunded_fen}, its succeeded refunds sum to ${succeeded}`)
    if (p.refunded_fen > p.amount_fen) v.push(`payment ${p.id} refunded more than paid`)
    if (committed > p.amount_fen)
      v.push(`payment ${p.id} has ${committed} of refunds under way for ${p.amount_fen}`)
    if (refunds.length > 0 && p.status !== 'succeeded') v.push(`payment ${p.id} (${p.status}) has refunds`)
    if (p.provider === 'balance') {
      if (p.status !== 'succeeded') v.push(`balance payment ${p.id} is ${p.status}`)
      continue
    }
    const trade = trades.get(p.id)
    if (!trade) {
      if (p.status !== 'created' && p.status !== 'closed')
        v.push(`payment ${p.id} (${p.status}) has no provider trade`)
      continue
    }
    if (trade.amount_fen !== p.amount_fen) v.push(`payment ${p.id}: the provider holds another amount`)
    if (p.status === 'succeeded' && trade.status !== 'SUCCESS')
      v.push(`payment ${p.id} succeeded, trade ${trade.status}`)
    if (p.status === 'failed' && trade.status !== 'DECLINED')
      v.push(`payment ${p.id} failed, trade ${trade.status}`)
    if (trade.refunded_fen !== succeeded)
      v.push(`payment ${p.id}: the provider refunded ${trade.refunded_fen}, our books ${succeeded}`)
  }
}

/** Orders: paid at most once; every other successful payment goes back (late_payment). */
function checkOrders(c: InvariantScope): void {
  const { snap, settled, v, refundsOf } = c
  for (const o of snap.orders) {
    const history = snap.history.filter((h) => h.order_id === o.id)
    const paidMoves = history.filter((h) => h.from_status === 1 && h.to_status === 2).length
    if (paidMoves > 1) v.push(`order ${o.id} moved 1->2 ${paidMoves} times`)
    const succeeded = snap.payments.filter((p) => p.order_id === o.id && p.status === 'succeeded')
    const isLate = (p: Snapshot['payments'][number]) =>
      refundsOf(p.id).some((f) => f.reason === 'late_payment' && f.status !== 'failed')
    const accepted = succeeded.filter((p) => !isLate(p))
    if (accepted.length > 1) v.push(`order ${o.id} kept ${accepted.length} payments`)
    if ((paidMoves === 1) !== (accepted.length === 1))
      v.push(`order ${o.id}: ${paidMoves} pay moves but ${accepted.length} kept payments`)
    if ([1, 10].includes(o.status) && paidMoves > 0) v.push(`order ${o.id} is ${o.status} after being paid`)
    const kept = accepted[0]
    if (kept) {
      if (o.paid_fen !== kept.amount_fen || kept.amount_fen !== o.total_fen)
        v.push(`order ${o.id} paid_fen ${o.paid_fen}, kept payment ${kept.amount_fen}, total ${o.total_fen}`)
      if (o.pay_type !== kept.pay_type) v.push(`order ${o.id} pay type ${o.pay_type}, kept ${kept.pay_type}`)
    } else if (o.paid_fen !== 0) v.push(`order ${o.id} paid_fen ${o.paid_fen} without a kept payment`)
    for (const p of succeeded) {
      if (!isLate(p)) continue
      const late = refundsOf(p.id).filter((f) => f.reason === 'late_payment' && f.status !== 'failed')
      if (sum(late.map((f) => f.amount_fen)) !== p.amount_fen)
        v.push(`late payment ${p.id} not refunded in full`)
    }
    const orderRefunds = snap.refunds.filter(
      (f) => f.order_id === o.id && !LATE_REASONS.includes(f.reason) && f.status === 'succeeded',
    )
    if (o.refunded_fen !== sum(orderRefunds.map((f) => f.amount_fen)))
      v.push(
        `order ${o.id} refunded_fen ${o.refunded_fen}, refunds ${sum(orderRefunds.map((f) => f.amount_fen))}`,
      )
    const rejected = snap.refunds.filter((f) => f.order_id === o.id && f.reason === 'order_rejected')
    if (rejected.length > 0 && o.status !== 11) v.push(`order ${o.id} (${o.status}) has rejection refunds`)
    if (o.status === 11 && kept) {
      const back = sum(
        rejected.filter((f) => f.payment_id === kept.id && f.status !== 'failed').map((f) => f.amount_fen),
      )
      if (back !== kept.amount_fen)
        v.push(`rejected order ${o.id}: ${back} of ${kept.amount_fen} on its way back`)
    }
    if (settled) {
      const keptMoney = sum(succeeded.map((p) => p.amount_fen - p.refunded_fen))
      const want = o.status === 2 ? o.total_fen : 0
      if (keptMoney !== want)
        v.push(`settled order ${o.id} (${o.status}) keeps ${keptMoney}, expected ${want}`)
    }
  }
}

/** Recharges: credited at most once; a second successful payment goes back (duplicate_payment). */
function checkRecharges(c: InvariantScope): void {
  const { snap, settled, v, refundsOf } = c
  for (const r of snap.recharges) {
    const succeeded = snap.payments.filter((p) => p.recharge_id === r.id && p.status === 'succeeded')
    const isDuplicate = (p: Snapshot['payments'][number]) =>
      refundsOf(p.id).some((f) => f.reason === 'duplicate_payment' && f.status !== 'failed')
    const accepted = succeeded.filter((p) => !isDuplicate(p))
    if (accepted.length > 1) v.push(`recharge ${r.id} kept ${accepted.length} payments`)
    if ((r.status === 'paid') !== (accepted.length === 1))
      v.push(`recharge ${r.id} is ${r.status} with ${accepted.length} kept payments`)
    const kept = accepted[0]
    if (kept && kept.amount_fen !== r.pay_fen)
      v.push(`recharge ${r.id} kept ${kept.amount_fen} for ${r.pay_fen}`)
    if (settled) {
      const keptMoney = sum(succeeded.map((p) => p.amount_fen - p.refunded_fen))
      const want = r.status === 'paid' ? r.pay_fen : 0
      if (keptMoney !== want)
        v.push(`settled recharge ${r.id} (${r.status}) keeps ${keptMoney}, expected ${want}`)
    }
  }
}

/** The balance: seed + recharges (pay + bonus) - balance payments + balance refunds. */
function checkBalanceFormula(c: InvariantScope): void {
  const { snap, scope, v, balanceAccount, accounts, payments } = c
  const balancePayments = snap.payments.filter((p) => p.provider === 'balance' && p.status === 'succeeded')
  const balanceRefunds = snap.refunds.filter(
    (f) => f.status === 'succeeded' && payments.get(f.payment_id)?.provider === 'balance',
  )
  const formula =
    scope.seedFen +
    sum(snap.recharges.filter((r) => r.status === 'paid').map((r) => r.pay_fen + r.bonus_fen)) -
    sum(balancePayments.map((p) => p.amount_fen)) +
    sum(balanceRefunds.map((f) => f.amount_fen))
  const cached = accounts.get(balanceAccount)?.balance_fen ?? 0
  if (cached !== formula)
    v.push(`balance ${cached}, expected ${formula} (seed + recharges - payments + refunds)`)
}

/** No money lost: what the providers paid us minus what went back is what clearing owes. */
function checkClearing(c: InvariantScope): void {
  const { snap, scope, v, accounts, payments } = c
  const providerIn = sum(
    snap.payments
      .filter((p) => p.provider !== 'balance' && p.status === 'succeeded')
      .map((p) => p.amount_fen),
  )
  const providerBack = sum(
    snap.refunds
      .filter((f) => f.status === 'succeeded' && payments.get(f.payment_id)?.provider !== 'balance')
      .map((f) => f.amount_fen),
  )
  const clearingMoved =
    (accounts.get(PLATFORM_ACCOUNTS.providerClearing)?.balance_fen ?? 0) -
    (scope.platformBefore.get(PLATFORM_ACCOUNTS.providerClearing) ?? 0)
  if (clearingMoved !== -(providerIn - providerBack))
    v.push(`provider clearing moved ${clearingMoved}, providers net ${providerIn - providerBack}`)
}

/** Once everything settled: nothing open, no trade waiting, the platform accounts back where they belong. */
function checkSettled(c: InvariantScope): void {
  const { snap, scope, notes, v, accounts, payments } = c
  for (const p of snap.payments)
    if (OPEN.includes(p.status)) v.push(`settled: payment ${p.id} still ${p.status}`)
  for (const f of snap.refunds) if (f.status !== 'succeeded') v.push(`settled: refund ${f.id} ${f.status}`)
  for (const t of snap.trades) {
    const p = payments.get(t.merchant_ref)
    // A payment closed while its creation was between our row and the provider call (a cancel
    // or the pay deadline racing it) leaves a trade open at the provider that nobody closes; its
    // money would come back as a late payment. Noted, not failed: the provider's own expiry
    // (the order's deadline, passed along) ends it.
    if (t.status === 'WAIT_BUYER_PAY' && p?.status === 'closed')
      notes.push(`trade ${t.trade_no} open, payment closed`)
    else if (t.status === 'WAIT_BUYER_PAY') v.push(`settled: trade ${t.trade_no} still waiting`)
    if ((t.status === 'SUCCESS') !== (p?.status === 'succeeded'))
      v.push(`settled: trade ${t.trade_no} ${t.status}, payment ${p?.status}`)
  }
  const receiptsMoved =
    (accounts.get(PLATFORM_ACCOUNTS.orderReceipts)?.balance_fen ?? 0) -
    (scope.platformBefore.get(PLATFORM_ACCOUNTS.orderReceipts) ?? 0)
  const keptOrders = sum(snap.orders.filter((o) => o.status === 2).map((o) => o.total_fen))
  if (receiptsMoved !== keptOrders)
    v.push(`settled: order receipts moved ${receiptsMoved}, paid orders ${keptOrders}`)
  const rechargesMoved =
    (accounts.get(PLATFORM_ACCOUNTS.recharges)?.balance_fen ?? 0) -
    (scope.platformBefore.get(PLATFORM_ACCOUNTS.recharges) ?? 0)
  if (rechargesMoved !== 0) v.push(`settled: recharges account moved ${rechargesMoved}`)
}

/** The whole database, for the periodic audit (O(rows): run it now and then, not every step). */
export async function globalAudit(db: Executor): Promise<string[]> {
  const v: string[] = []
  const one = async (label: string, query: ReturnType<typeof sql>) => {
    const result = await db.execute<{ n: string | number }>(query)
    const n = Number(result.rows[0]?.n ?? 0)
    if (n !== 0) v.push(`${label}: ${n}`)
  }
  await one('sum of all ledger entries', sql`select coalesce(sum(amount_fen), 0) as n from ledger_entries`)
  await one(
    'transfers whose entries do not sum to zero or mix units',
    sql`select count(*) as n from (
          select transfer_id from ledger_entries group by transfer_id
          having sum(amount_fen) <> 0 or count(*) < 2
              or count(distinct (account_id = 'platform:points_issued' or account_id like 'member:%:points'
                                 or account_id like 'member:%:points_pending')) > 1) x`,
  )
  await one(
    'accounts whose cached balance differs from their entries',
    sql`select count(*) as n from ledger_accounts a
        left join (select account_id, sum(amount_fen) as s from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.balance_fen <> coalesce(e.s, 0)`,
  )
  await one(
    'house accounts caching a balance, or wallets caching none (decision 0032)',
    sql`select count(*) as n from ledger_accounts where (kind = 'platform') <> (balance_fen is null)`,
  )
  await one(
    'entries on accounts that do not exist',
    sql`select count(*) as n from ledger_entries e
        where not exists (select 1 from ledger_accounts a where a.id = e.account_id)`,
  )
  await one(
    'negative or overdraftable member wallets',
    sql`select count(*) as n from ledger_accounts
        where id like 'member:%' and (balance_fen < 0 or allow_negative)`,
  )
  await one(
    'entries without a cause or transfer',
    sql`select count(*) as n from ledger_entries e
        where coalesce(e.cause_type, '') = '' or coalesce(e.cause_id, '') = ''
           or not exists (select 1 from ledger_transfers t where t.id = e.transfer_id)`,
  )
  await one(
    'payments whose status and payment transfer disagree',
    sql`select count(*) as n from payments p
        where (p.status = 'succeeded') <>
              exists (select 1 from ledger_transfers t where t.idempotency_key = 'payment:' || p.id)`,
  )
  await one(
    'refunds whose status and refund transfer disagree',
    sql`select count(*) as n from payment_refunds f
        where (f.status = 'succeeded') <>
              exists (select 1 from ledger_transfers t where t.idempotency_key = 'refund:' || f.id)`,
  )
  await one(
    'provider clearing + (provider payments - provider refunds)',
    sql`select coalesce((select sum(amount_fen) from ledger_entries where account_id = 'platform:provider_clearing'), 0)
             + coalesce((select sum(amount_fen) from payments
                         where provider <> 'balance' and status = 'succeeded'), 0)
             - coalesce((select sum(f.amount_fen) from payment_refunds f join payments p on p.id = f.payment_id
                         where p.provider <> 'balance' and f.status = 'succeeded'), 0) as n`,
  )
  await one(
    'orders paid more than once',
    sql`select count(*) as n from (select order_id from order_history where from_status = 1 and to_status = 2
                                   group by order_id having count(*) > 1) x`,
  )
  return v
}
