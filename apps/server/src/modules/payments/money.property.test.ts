/**
 * Property-based money tests (product rules section 6): random sequences of pay / recharge /
 * refund / cancel / notification replay, with every ledger invariant checked after every step.
 *
 * - Each sequence belongs to a FRESH member (shared fixture shop), so sequences never interfere
 *   and the checks read only that member's rows plus the platform accounts (one query per step,
 *   see money-model.kit.ts). A periodic audit checks the whole database.
 * - Sequential steps are also predicted by a model (money-model.kit.ts `sim*`): the outcome of each
 *   call (ok or which refusal) and the resulting state must match the model.
 * - On PostgreSQL (SIAM_TEST_DB=pg) a second property runs groups of 2-4 commands in parallel
 *   (Promise.all, real concurrent transactions); there only the invariants are checked. It found
 *   one bug (the same refund sent twice at once could end `failed`; fixed, kept as a regression
 *   test below); commands that send refunds still take turns inside a group unless
 *   MONEY_PROPERTY_KNOWN_BUGS=1 lets them race.
 * - One sequence in four (every concurrent one) ends by settling: the sandbox re-sends what the
 *   payer decided, open payments are closed, refunds are sent; then the settled invariants must
 *   hold: nothing open, every refund through, each order keeps exactly its total or nothing,
 *   each recharge its price or nothing.
 * - Each sequence runs in its own slot of time, earlier than the previous one's, so the global job
 *   runner and reconciliation never touch what earlier sequences left behind.
 *
 * Counts (decision 0016): the default run is sized for `npm test` on a loaded 2-core machine
 * (400 sequences on PGlite, 150 on PostgreSQL, 100 concurrent ones); `npm run test:property` sets
 * PROPERTY_FULL=1 for the full strength (10,000 on PGlite, 300 + 200 on PostgreSQL).
 * MONEY_PROPERTY_RUNS / MONEY_PROPERTY_PG_RUNS set them exactly. The seed is new on every run and
 * printed first; MONEY_PROPERTY_SEED (or PROPERTY_SEED) replays one. fast-check stops itself
 * before the test's timeout, so a slow run never keeps moving the shared clock under the next test.
 */

import type { Algorithm } from '@node-rs/argon2'
import { hash } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { createFixtureShop, createMerchant, type FixtureShop } from '../../test/fixtures'
import type { TestApp } from '../../test/harness'
import { useApiTestApp } from '../../test/suite'
import { createAddressesRepository } from '../addresses'
import { PLATFORM_ACCOUNTS, WALLET_KINDS } from '../ledger'
import { createOrdersRepository } from '../orders'
import { createOrdersService } from '../orders/orders.service'
import { createRechargesRepository } from '../recharges/recharges.repository'
import { createRechargesService } from '../recharges/recharges.service'
import { createShopsRepository } from '../shops'
import {
  canon,
  checkInvariants,
  cloneModel,
  diff,
  globalAudit,
  loadSnapshot,
  type Model,
  modelFromSnapshot,
  NOTIFICATION_SKEW_MS,
  OPEN,
  PAY_DEADLINE_MS,
  PLATFORM_IDS,
  platformBalances,
  type RawQuery,
  RECONCILE_AFTER_MS,
  type SequenceScope,
  type Snapshot,
  simAddPayment,
  simCanCreatePayment,
  simNotification,
  simPayByBalance,
  simProcessRefund,
  simReconcile,
  simReconcilePayment,
  simRefundOrderInFull,
  simRunJobs,
  type TradeStatus,
} from './money-model.kit'
import { createPaymentsRepository } from './payments.repository'
import { createPaymentsService } from './payments.service'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
const FULL = process.env.PROPERTY_FULL === '1'
const RUNS = envInt('MONEY_PROPERTY_RUNS', ON_PG ? (FULL ? 300 : 150) : FULL ? 10_000 : 400)
const PG_RUNS = envInt('MONEY_PROPERTY_PG_RUNS', FULL ? 200 : 100)
const SEED =
  Number(process.env.MONEY_PROPERTY_SEED ?? process.env.PROPERTY_SEED) || Math.floor(Math.random() * 2 ** 31)
console.log(`money property: seed ${SEED} (replay with MONEY_PROPERTY_SEED=${SEED}), ${RUNS} sequences`)
const AUDIT_EVERY = 500
/**
 * Each sequence lives in its own slot of time, each slot before the previous one: whatever a
 * finished sequence left (open payments, pending jobs, unpaid recharges) lies in the future of
 * every later sequence, so the global job runner and reconciliation never see it.
 */
const SLOT_MS = 4 * 60 * 60_000
let slotStart = Date.parse('2026-11-21T04:00:00Z')
/**
 * Generous, and growing with the count (the full run takes about 250 s idle, several times that
 * under load); fast-check is told to stop a little before it (STOP_BEFORE_TIMEOUT).
 */
const TIMEOUT = Math.max(15 * 60_000, RUNS * 250)
const STOP_BEFORE_TIMEOUT = {
  interruptAfterTimeLimit: TIMEOUT - 60_000,
  markInterruptAsFailure: true,
}
const NOTIFY_URL = '/siam-server/rest/notify/sandbox'
const PASSWORD = '123456'
const TIERS = [
  { id: 't100', payFen: 10_000, bonusFen: 500 },
  { id: 't200', payFen: 20_000, bonusFen: 1_500 },
  { id: 't500', payFen: 50_000, bonusFen: 5_000 },
]
/** Refusals a concurrent group may legitimately meet (the loser of a race). */
const RACE_REFUSALS = new Set([
  'ORDER_NOT_PAYABLE',
  'RECHARGE_NOT_PAYABLE',
  'INSUFFICIENT_BALANCE',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_LOCKED',
  'ORDER_STATUS_CONFLICT',
  'SIGNATURE_INVALID',
])

// ---------------------------------------------------------------- commands

type PayType = 'wechat' | 'alipay' | 'card'
type Cmd =
  | { k: 'order'; qty: number }
  | { k: 'payBalance'; o: number; right: boolean; replay: boolean }
  | { k: 'providerPay'; recharge: boolean; i: number; payType: PayType }
  | { k: 'decide'; p: number; approve: boolean }
  | { k: 'notify'; p: number; http: boolean; recharge?: boolean }
  | { k: 'replay'; n: number; fresh: boolean; http: boolean }
  | { k: 'query'; p: number }
  | { k: 'cancelPay'; p: number }
  | { k: 'recharge'; tier: number; payType: PayType; stage: number }
  | { k: 'race'; recharge: boolean; balance: boolean; flip: boolean; payTypes: [PayType, PayType] }
  | { k: 'cancelOrder'; o: number }
  | { k: 'reject'; o: number; http: boolean; payFirst: 'no' | 'balance' | 'provider' }
  | { k: 'refunds' }
  | { k: 'jobs' }
  | { k: 'expire' }
  | { k: 'reconcile'; advance: boolean }
type Step = Cmd | { k: 'par'; cmds: Cmd[] }

const payTypeArb = fc.constantFrom<PayType>('wechat', 'alipay', 'card')
const ix = fc.nat({ max: 7 })
const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant('order' as const), qty: fc.integer({ min: 1, max: 3 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('payBalance' as const),
      o: ix,
      right: fc.constantFrom(true, true, true, false),
      replay: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('providerPay' as const),
      recharge: fc.constantFrom(false, false, false, true),
      i: ix,
      payType: payTypeArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ k: fc.constant('decide' as const), p: ix, approve: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('notify' as const),
      p: ix,
      http: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('replay' as const),
      n: ix,
      fresh: fc.boolean(),
      http: fc.constantFrom(false, false, false, true),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('query' as const), p: ix }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('cancelPay' as const), p: ix }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('recharge' as const),
      tier: fc.nat({ max: 2 }),
      payType: payTypeArb,
      stage: fc.nat({ max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('race' as const),
      recharge: fc.boolean(),
      balance: fc.boolean(),
      flip: fc.boolean(),
      payTypes: fc.tuple(payTypeArb, payTypeArb),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cancelOrder' as const), o: ix }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('reject' as const),
      o: ix,
      http: fc.constantFrom(false, false, false, true),
      payFirst: fc.constantFrom<'no' | 'balance' | 'provider'>('no', 'balance', 'provider'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ k: 'refunds' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'jobs' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'expire' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('reconcile' as const), advance: fc.boolean() }) },
)
/** Starting balances around the order totals (12, 24, 31 yuan): enough, one fen short, none. */
const seedArb = fc.constantFrom(0, 1199, 1200, 2400, 3099, 3100, 5000, 20_000)

/** Parallel groups: random ones, and the races the issue names. */
const parArb: fc.Arbitrary<Step[]> = fc.oneof(
  fc.array(cmdArb, { minLength: 2, maxLength: 4 }).map((cmds) => [{ k: 'par' as const, cmds }]),
  // Two balance payments of one order (same or other keys), maybe a cancel as well.
  fc.tuple(ix, fc.boolean(), fc.boolean()).map(([o, replay, cancel]) => [
    {
      k: 'par' as const,
      cmds: [
        { k: 'payBalance' as const, o, right: true, replay: false },
        { k: 'payBalance' as const, o, right: true, replay },
        ...(cancel ? [{ k: 'cancelOrder' as const, o }] : []),
      ],
    },
  ]),
  // A notification, its duplicate, a replay and an "I have paid" query at once.
  fc.tuple(ix, fc.boolean(), fc.boolean()).map(([p, http, approve]) => [
    { k: 'decide' as const, p, approve },
    {
      k: 'par' as const,
      cmds: [
        { k: 'notify' as const, p, http },
        { k: 'notify' as const, p, http: !http },
        { k: 'replay' as const, n: p, fresh: true, http },
        { k: 'query' as const, p },
      ],
    },
  ]),
  // Two refund runs at once (and the job runner).
  fc.tuple(ix, fc.boolean()).map(([o, jobsToo]) => [
    { k: 'reject' as const, o, http: false, payFirst: 'provider' as const },
    {
      k: 'par' as const,
      cmds: [
        { k: 'refunds' as const },
        { k: 'refunds' as const },
        ...(jobsToo ? [{ k: 'jobs' as const }] : []),
      ],
    },
  ]),
  // A balance payment racing a recharge credit.
  fc.tuple(ix, fc.nat({ max: 2 }), payTypeArb).map(([o, tier, payType]) => [
    { k: 'recharge' as const, tier, payType, stage: 2 },
    {
      k: 'par' as const,
      cmds: [
        { k: 'payBalance' as const, o, right: true, replay: false },
        { k: 'notify' as const, p: 0, http: false, recharge: true },
      ],
    },
  ]),
  // Paying, cancelling and expiring one order at once.
  fc.tuple(ix, payTypeArb).map(([o, payType]) => [
    {
      k: 'par' as const,
      cmds: [
        { k: 'providerPay' as const, recharge: false, i: o, payType },
        { k: 'payBalance' as const, o, right: true, replay: false },
        { k: 'cancelPay' as const, p: o },
        { k: 'expire' as const },
      ],
    },
  ]),
)
/**
 * Sequences of 1-8 commands, most of them short, so that 10,000 of them fit in minutes (a command
 * costs 10-25 queries through the real services): 6 in 10 have one command, 3 in 10 up to four,
 * 1 in 10 up to eight (a cut of a 1-8 array, so that shrinking can shorten it). Commands bring
 * what they need (an order to pay, a payment to approve, a paid order to reject), so even one
 * command is a small story. One in four sequences ends by settling everything (settled checks).
 */
const sequentialArb = fc.record({
  seedFen: seedArb,
  steps: fc
    .tuple(fc.array(cmdArb, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 10 }))
    .map(([cmds, cut]) => cmds.slice(0, cut <= 6 ? 1 : cut <= 9 ? 4 : 8)),
  settle: fc.constantFrom(true, false, false, false),
})
const concurrentArb = fc
  .array(
    fc.oneof({ weight: 1, arbitrary: cmdArb.map((c): Step[] => [c]) }, { weight: 1, arbitrary: parArb }),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((chunks) => chunks.flat())

// ---------------------------------------------------------------- the system under test

const t = useApiTestApp({ timeoutMs: 120_000 })
let shop: FixtureShop
let sandbox: SandboxGateway
let merchantToken: string
let paymentPasswordHash: string
let services: ReturnType<typeof buildServices>
/** What the orders service charges for 1, 2 and 3 milk teas (pickup): 12, 24 and 36 - 5 yuan. */
const quotes = new Map<
  number,
  { goodsFen: number; packingFen: number; fullReductionFen: number; totalFen: number }
>()
/** Raw statements: the snapshot runs as a prepared statement on PGlite (planning it is most of its cost). */
let rawQuery: RawQuery
/** Platform balances after the last settled sequence (the next one starts from there). */
let platformAfterLast: Map<string, number> | null = null

/** The services as app.ts wires them (the app does not expose the payments service itself). */
function buildServices(app: TestApp['app']) {
  const deps = app.moduleDeps
  const orders = createOrdersService({
    db: deps.db,
    clock: deps.clock,
    translate: deps.translate,
    settings: deps.settings,
    repo: createOrdersRepository(),
    shops: createShopsRepository(),
    addresses: createAddressesRepository(),
    loyalty: app.services.loyalty,
  })
  const recharges = createRechargesService({
    db: deps.db,
    clock: deps.clock,
    settings: deps.settings,
    repo: createRechargesRepository(),
  })
  const payments = createPaymentsService({
    db: deps.db,
    clock: deps.clock,
    gateways: deps.gateways,
    orders,
    recharges,
    repo: createPaymentsRepository(),
    targets: deps.payTargets,
    publicBaseUrl: (deps.config.PUBLIC_BASE_URL ?? '').replace(/\/$/, ''),
    reconcileAfterMs: deps.config.RECONCILE_AFTER_SECONDS * 1000,
    log: { error: (obj, msg) => console.error(msg, obj) },
  })
  return { orders, recharges, payments }
}

const draft = (qty: number) => ({
  shopId: shop.shopId,
  shoppingWay: 'pickup' as const,
  diningOption: 'take_away' as const,
  items: [{ goodsId: shop.teaId, optionIds: [], number: qty }],
  remark: '',
  contactPhone: '13800138000',
  deliveryHelper: 'platform' as const,
})

const stats = {
  sequences: 0,
  steps: 0,
  groups: 0,
  calls: 0,
  refusals: 0,
  audits: 0,
  violations: 0,
  /** Settled sequences that left a trade open at the provider behind a closed payment (noted). */
  openTradesOfClosedPayments: 0,
}
const resetStats = () => {
  for (const k of Object.keys(stats) as (keyof typeof stats)[]) stats[k] = 0
}

class Violation extends Error {}
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

interface Delivered {
  paymentId: string
  eventId: string
  status: TradeStatus
  row: NonNullable<Awaited<ReturnType<SandboxGateway['byRef']>>>
  headers: Record<string, string>
  body: string
  signedAt: number
}

type Result<T> = { ok: true; value: T } | { ok: false; key: string }

/** One member's sequence: the model, the entities in creation order, what was delivered. */
class Sequence {
  model!: Model
  /** The prediction of the step under way (sequential mode only). */
  pred: Model | null = null
  readonly orderIds: string[] = []
  readonly rechargeIds: string[] = []
  readonly paymentIds: string[] = []
  readonly tradeNos = new Map<string, string>()
  readonly delivered: Delivered[] = []
  readonly balanceKeys = new Map<string, string>()
  readonly problems: string[] = []

  constructor(
    readonly scope: SequenceScope,
    readonly concurrent: boolean,
  ) {}

  get memberId() {
    return this.scope.memberId
  }
  now() {
    return t.clock.now().getTime()
  }

  async attempt<T>(promise: Promise<T>): Promise<Result<T>> {
    stats.calls++
    try {
      return { ok: true, value: await promise }
    } catch (error) {
      if (error instanceof AppError) {
        stats.refusals++
        return { ok: false, key: error.key }
      }
      throw error
    }
  }

  /** Sequential: the call must answer as the model says. Concurrent: only a race's refusals pass. */
  verdict(label: string, predicted: string | null, result: Result<unknown>) {
    const got = result.ok ? 'ok' : result.key
    if (predicted !== null) {
      if (predicted !== got) throw new Violation(`${label}: expected ${predicted}, got ${got}`)
    } else if (got !== 'ok' && !RACE_REFUSALS.has(got)) {
      this.problems.push(`${label}: unexpected refusal ${got}`)
    }
  }

  // -------------------------------------------------------- primitives

  /**
   * An unpaid pickup order as the orders service writes it (order, history row, pay-deadline job),
   * inserted in one statement: placing is not what is under test here, and it is the costliest call.
   */
  async place(qty: number): Promise<string | null> {
    const quote = quotes.get(qty)
    if (!quote) throw new Error(`no quote for ${qty}`)
    const now = this.now()
    const id = newId()
    const at = new Date(now).toISOString()
    const deadline = new Date(now + PAY_DEADLINE_MS).toISOString()
    stats.calls++
    await rawQuery(
      `with o as (
         insert into orders (id, order_no, member_id, shop_id, kind, dining_option, status, goods_fen, packing_fen,
                             full_reduction_fen, total_fen, pay_deadline_at, contact_phone, created_at, updated_at)
         values ($1, $2, $3, $4, 'pickup', 'take_away', 1, $5, $6, $7, $8, $9::timestamptz, '13800138000',
                 $10::timestamptz, $10::timestamptz) returning id),
       h as (
         insert into order_history (id, order_id, from_status, to_status, actor_type, actor_id, created_at)
         values ($11, $1, null, 1, 'member', $3, $10::timestamptz)),
       i as (
         insert into order_items (id, order_id, goods_id, name, image, options, unit_price_fen, quantity,
                                  packing_fee_fen, full_reduction_share_fen)
         values ($13, $1, $14, '{"en": "Milk tea", "zh-Hans": "奶茶"}'::jsonb, 'demo/t.svg', '[]'::jsonb,
                 $15, $16, 0, $7))
       insert into jobs (id, kind, dedupe_key, payload, run_at)
       select $12, 'order.pay_deadline', id, json_build_object('orderId', id)::jsonb, $9::timestamptz from o`,
      [
        id,
        `P${id.replaceAll('-', '').slice(0, 20)}`,
        this.memberId,
        shop.shopId,
        quote.goodsFen,
        quote.packingFen,
        quote.fullReductionFen,
        quote.totalFen,
        deadline,
        at,
        newId(),
        newId(),
        newId(),
        shop.teaId,
        quote.goodsFen / qty,
        qty,
      ],
    )
    this.orderIds.push(id)
    this.pred?.orders.set(id, {
      id,
      total: quote.totalFen,
      status: 1,
      paidFen: 0,
      refundedFen: 0,
      deadline: now + PAY_DEADLINE_MS,
      job: { status: 'pending', runAt: now + PAY_DEADLINE_MS },
      history: ['null>1'],
    })
    return id
  }

  async payBalance(orderId: string, right: boolean, replay: boolean) {
    const usedKey = replay ? this.balanceKeys.get(orderId) : undefined
    const key = usedKey ?? `b-${newId()}`
    const predicted = this.pred
      ? simPayByBalance(this.pred, orderId, right, usedKey !== undefined, this.now())
      : null
    const result = await this.attempt(
      services.payments.payByBalance(
        this.memberId,
        { orderId, paymentPassword: right ? PASSWORD : '654321', idempotencyKey: key },
        'en',
      ),
    )
    if (result.ok) this.balanceKeys.set(orderId, key)
    this.verdict(
      `balance payment (${right ? 'right' : 'wrong'} password${usedKey ? ', replayed key' : ''})`,
      predicted,
      result,
    )
  }

  async createPayment(target: { orderId?: string; rechargeId?: string }, payType: PayType) {
    const now = this.now()
    const predicted = this.pred ? simCanCreatePayment(this.pred, target, now) : null
    const result = await this.attempt(
      services.payments.createProviderPayment(this.memberId, {
        ...target,
        payType,
        environment: payType === 'wechat' ? 'wechat' : 'browser',
        idempotencyKey: `p-${newId()}`,
      }),
    )
    this.verdict(`${payType} payment of ${target.orderId ? 'an order' : 'a recharge'}`, predicted, result)
    if (!result.ok) return null
    const { payment, action } = result.value
    const tradeNo = action.type === 'redirect' ? (action.url.split('/').pop() ?? '') : ''
    this.paymentIds.push(payment.id)
    this.tradeNos.set(payment.id, tradeNo)
    if (this.pred) {
      const amount = target.orderId
        ? (this.pred.orders.get(target.orderId)?.total ?? -1)
        : (this.pred.recharges.get(target.rechargeId ?? '')?.payFen ?? -1)
      if (payment.amountFen !== amount)
        throw new Violation(`payment of ${payment.amountFen}, expected ${amount}`)
      simAddPayment(
        this.pred,
        {
          id: payment.id,
          orderId: payment.orderId,
          rechargeId: payment.rechargeId,
          payType,
          amount: payment.amountFen,
        },
        tradeNo,
        now,
      )
    }
    return payment.id
  }

  async decide(paymentId: string, approve: boolean) {
    const tradeNo = this.tradeNos.get(paymentId)
    if (!tradeNo) return
    const trade = this.pred?.trades.get(paymentId)
    const willMove = trade?.status === 'WAIT_BUYER_PAY'
    if (trade && willMove) trade.status = approve ? 'SUCCESS' : 'DECLINED'
    stats.calls++
    const moved = await sandbox.decide(tradeNo, approve ? 'approve' : 'decline')
    if (this.pred && Boolean(moved) !== willMove)
      throw new Violation(`sandbox decide ${approve}: moved ${Boolean(moved)}, expected ${willMove}`)
  }

  async deliver(
    note: { headers: Record<string, string>; body: string },
    http: boolean,
  ): Promise<Result<unknown>> {
    if (http) {
      stats.calls++
      const response = await t.app.inject({
        method: 'POST',
        url: NOTIFY_URL,
        headers: note.headers,
        payload: note.body,
      })
      if (response.statusCode === 200) return { ok: true, value: null }
      stats.refusals++
      // The route answers every refusal alike (provider format); a signature refusal is the only one expected.
      return {
        ok: false,
        key: response.statusCode === 400 ? 'SIGNATURE_INVALID' : `HTTP_${response.statusCode}`,
      }
    }
    return this.attempt(services.payments.handleNotification('sandbox', note.headers, note.body))
  }

  /** The sandbox's notification about the trade as it stands now. */
  async notify(paymentId: string, http: boolean) {
    stats.calls++
    const row = await sandbox.byRef(paymentId)
    if (!row) return
    const now = this.now()
    const note = sandbox.notificationFor(row)
    const d: Delivered = {
      paymentId,
      eventId: `evt_${row.tradeNo}_${row.status}`,
      status: row.status as TradeStatus,
      row,
      headers: note.headers,
      body: note.body,
      signedAt: now,
    }
    this.delivered.push(d)
    const predicted = this.pred ? simNotification(this.pred, d, now) : null
    const result = await this.deliver(note, http)
    this.verdict(`notification ${row.status}`, this.pred ? predicted : this.skewVerdict(now, now), result)
  }

  /**
   * Concurrent groups: what a signature check must answer when the clock may have been moved (an
   * 'expire' or 'reconcile' of the same group) while the notification was on its way: within the
   * skew at both ends 'ok', beyond it at both ends 'SIGNATURE_INVALID', otherwise either (null).
   */
  skewVerdict(startedAt: number, signedAt: number): string | null {
    const stale = (at: number) => Math.abs(at - signedAt) > NOTIFICATION_SKEW_MS
    const [before, after] = [stale(startedAt), stale(this.now())]
    if (before !== after) return null
    return before ? 'SIGNATURE_INVALID' : 'ok'
  }

  /** An earlier notification again: as first signed (maybe stale by now) or signed afresh. */
  async replay(d: Delivered, fresh: boolean, http: boolean) {
    const now = this.now()
    const note = fresh ? sandbox.notificationFor(d.row) : d
    const signedAt = fresh ? now : d.signedAt
    const predicted = this.pred ? simNotification(this.pred, { ...d, signedAt }, now) : null
    const result = await this.deliver(note, http)
    this.verdict(
      `replayed notification ${d.status}${fresh ? ' (re-signed)' : ''}`,
      this.pred ? predicted : this.skewVerdict(now, signedAt),
      result,
    )
  }

  async query(paymentId: string, close: boolean) {
    if (this.pred) simReconcilePayment(this.pred, paymentId, close, this.now())
    const result = await this.attempt(
      close
        ? services.payments.cancel(this.memberId, paymentId)
        : services.payments.query(this.memberId, paymentId),
    )
    this.verdict(close ? 'payment/cancel' : 'payment/query', this.pred ? 'ok' : null, result)
    const predicted = this.pred?.payments.get(paymentId)?.status
    if (result.ok && predicted && result.value.status !== predicted)
      throw new Violation(
        `${close ? 'cancel' : 'query'} answered ${result.value.status}, expected ${predicted}`,
      )
  }

  async createRecharge(tier: number) {
    const t0 = TIERS[tier % TIERS.length] ?? TIERS[0]
    if (!t0) return null
    const now = this.now()
    const result = await this.attempt(
      services.recharges.create(this.memberId, { tierId: t0.id, idempotencyKey: `r-${newId()}` }),
    )
    this.verdict('recharge/create', this.pred ? 'ok' : null, result)
    if (!result.ok) return null
    const id = result.value.id
    this.rechargeIds.push(id)
    this.pred?.recharges.set(id, {
      id,
      payFen: t0.payFen,
      bonusFen: t0.bonusFen,
      status: 'unpaid',
      createdAt: now,
    })
    return id
  }

  async cancelOrder(orderId: string) {
    let predicted: string | null = null
    if (this.pred) {
      const o = this.pred.orders.get(orderId)
      predicted = o?.status === 1 ? 'ok' : 'ORDER_STATUS_CONFLICT'
      if (o && o.status === 1) {
        o.status = 10
        o.deadline = null
        o.history.push('1>10')
      }
    }
    this.verdict(
      'order/cancel',
      predicted,
      await this.attempt(services.orders.cancel(this.memberId, orderId, undefined, 'en')),
    )
  }

  /** Merchant rejection: through the console route (refunds sent at once) or its transaction alone. */
  async reject(orderId: string, http: boolean) {
    let predicted: string | null = null
    const now = this.now()
    if (this.pred) {
      const o = this.pred.orders.get(orderId)
      predicted = o?.status === 2 ? 'ok' : 'ORDER_STATUS_CONFLICT'
      if (o && o.status === 2) {
        o.status = 11
        o.history.push('2>11')
        const created = simRefundOrderInFull(this.pred, orderId, 'order_rejected', now)
        if (http) for (const f of created) simProcessRefund(this.pred, f)
      }
    }
    let result: Result<unknown>
    if (http) {
      stats.calls++
      const answer = await t.call('merchant/order/reject', { id: orderId, reason: 'Sold out' }, merchantToken)
      result = answer.success ? { ok: true, value: null } : { ok: false, key: String(answer.errorKey) }
      if (!answer.success) stats.refusals++
    } else {
      result = await this.attempt(
        t.db.transaction(async (tx) => {
          const order = await services.orders.lock(tx, orderId)
          if (!order) throw new Error(`no order ${orderId}`)
          const moved = await services.orders.transition(
            tx,
            order,
            'merchant_reject',
            { type: 'merchant', id: 'property-test' },
            { cancelReason: 'Sold out' },
            'Sold out',
          )
          return services.payments.refundOrderInFull(tx, moved, 'order_rejected')
        }),
      )
    }
    this.verdict(`merchant reject${http ? ' (console)' : ''}`, predicted, result)
  }

  async pendingRefundIds(): Promise<string[]> {
    const result = await t.db.execute<{ id: string }>(sql`
      select f.id from payment_refunds f join payments p on p.id = f.payment_id
      where p.member_id = ${this.memberId} and f.status = 'pending' order by f.created_at, f.id`)
    return result.rows.map((r) => r.id)
  }

  /** Sends every pending refund; in a parallel group, distinct refunds are sent at once. */
  async processRefunds() {
    if (this.pred) for (const f of this.pred.refunds) simProcessRefund(this.pred, f)
    const ids = await this.pendingRefundIds()
    const send = async (id: string) => {
      stats.calls++
      const answer = await services.payments.processRefund(id)
      if (this.pred && answer !== 'succeeded')
        throw new Violation(`refund ${id} answered ${answer}, not succeeded`)
    }
    if (this.concurrent) await Promise.all(ids.map(send))
    else for (const id of ids) await send(id)
  }

  async runJobs() {
    if (this.pred) simRunJobs(this.pred, this.now())
    stats.calls++
    await t.app.jobs.runDue()
  }

  /**
   * KNOWN BUG (see the PostgreSQL test "the same provider refund sent twice at once"): two
   * concurrent sends of ONE provider refund can leave it `failed` although the provider refunded
   * it. Until that is fixed, the commands that send refunds (refund runs, the job runner, the
   * console's reject) take turns within a parallel group; everything else still races them.
   * MONEY_PROPERTY_KNOWN_BUGS=1 lifts this.
   */
  private refundLane: Promise<unknown> = Promise.resolve()
  async inRefundLane<T>(work: () => Promise<T>): Promise<T> {
    if (!this.concurrent || process.env.MONEY_PROPERTY_KNOWN_BUGS) return work()
    const run = this.refundLane.then(work, work)
    this.refundLane = run.catch(() => undefined)
    return run
  }

  async reconcile(advance: boolean) {
    if (advance) t.clock.advance(RECONCILE_AFTER_MS + 1000)
    if (this.pred) simReconcile(this.pred, this.now())
    stats.calls++
    await services.payments.reconcile()
  }

  // -------------------------------------------------------- commands

  async pickOrder(i: number) {
    if (this.orderIds.length === 0) return this.place(1 + (i % 3))
    return this.orderIds[i % this.orderIds.length] ?? null
  }
  async pickRecharge(i: number) {
    if (this.rechargeIds.length === 0) return this.createRecharge(i)
    return this.rechargeIds[i % this.rechargeIds.length] ?? null
  }
  async pickPayment(i: number, rechargeOnly = false) {
    const ids = rechargeOnly
      ? this.paymentIds.filter((id) => this.rechargeOfPayment.has(id))
      : this.paymentIds
    if (ids.length > 0) return ids[ids.length - 1 - (i % ids.length)] ?? null
    if (rechargeOnly) return null
    const orderId = await this.pickOrder(i)
    return orderId ? this.createPayment({ orderId }, 'alipay') : null
  }
  readonly rechargeOfPayment = new Set<string>()

  async run(cmd: Cmd): Promise<void> {
    switch (cmd.k) {
      case 'order':
        await this.place(cmd.qty)
        return
      case 'payBalance': {
        const o = await this.pickOrder(cmd.o)
        if (o) await this.payBalance(o, cmd.right, cmd.replay)
        return
      }
      case 'providerPay': {
        if (cmd.recharge) {
          const r = await this.pickRecharge(cmd.i)
          if (r) {
            const p = await this.createPayment({ rechargeId: r }, cmd.payType)
            if (p) this.rechargeOfPayment.add(p)
          }
        } else {
          const o = await this.pickOrder(cmd.i)
          if (o) await this.createPayment({ orderId: o }, cmd.payType)
        }
        return
      }
      case 'decide': {
        const p = await this.pickPayment(cmd.p)
        if (p) await this.decide(p, cmd.approve)
        return
      }
      case 'notify': {
        const p = await this.pickPayment(cmd.p, cmd.recharge)
        if (p) await this.notify(p, cmd.http)
        return
      }
      case 'replay': {
        const d = this.delivered[cmd.n % Math.max(1, this.delivered.length)]
        if (d) await this.replay(d, cmd.fresh, cmd.http)
        else {
          const p = await this.pickPayment(cmd.n)
          if (p) await this.notify(p, cmd.http)
        }
        return
      }
      case 'query':
      case 'cancelPay': {
        const p = await this.pickPayment(cmd.p)
        if (p) await this.query(p, cmd.k === 'cancelPay')
        return
      }
      case 'recharge': {
        const r = await this.createRecharge(cmd.tier)
        if (!r || cmd.stage < 1) return
        const p = await this.createPayment({ rechargeId: r }, cmd.payType)
        if (!p) return
        this.rechargeOfPayment.add(p)
        if (cmd.stage >= 2) await this.decide(p, true)
        if (cmd.stage >= 3) await this.notify(p, false)
        return
      }
      case 'race': {
        // A second payment racing for something already paid: it must go back in full.
        const [typeA, typeB] = cmd.payTypes
        let a: string | null
        let b: string | null = null
        if (cmd.recharge) {
          const r = await this.createRecharge(0)
          if (!r) return
          a = await this.createPayment({ rechargeId: r }, typeA)
          b = await this.createPayment({ rechargeId: r }, typeB)
          for (const p of [a, b]) if (p) this.rechargeOfPayment.add(p)
        } else {
          const o = await this.place(1)
          if (!o) return
          a = await this.createPayment({ orderId: o }, typeA)
          if (cmd.balance) await this.payBalance(o, true, false)
          else b = await this.createPayment({ orderId: o }, typeB)
        }
        for (const p of [a, b]) if (p) await this.decide(p, true)
        for (const p of cmd.flip ? [b, a] : [a, b]) if (p) await this.notify(p, false)
        return
      }
      case 'cancelOrder': {
        const o = await this.pickOrder(cmd.o)
        if (o) await this.cancelOrder(o)
        return
      }
      case 'reject': {
        const o = await this.pickOrder(cmd.o)
        if (!o) return
        // An unpaid order is paid first when asked (short sequences reach rejections this way).
        if (cmd.payFirst !== 'no' && (this.pred ?? this.model).orders.get(o)?.status === 1) {
          if (cmd.payFirst === 'balance') await this.payBalance(o, true, false)
          else {
            const p = await this.createPayment({ orderId: o }, 'card')
            if (p) {
              await this.decide(p, true)
              await this.notify(p, false)
            }
          }
        }
        if (cmd.http) await this.inRefundLane(() => this.reject(o, true))
        else await this.reject(o, false)
        return
      }
      case 'refunds':
        await this.inRefundLane(() => this.processRefunds())
        return
      case 'jobs':
        await this.inRefundLane(() => this.runJobs())
        return
      case 'expire':
        t.clock.advance(PAY_DEADLINE_MS + 1000)
        await this.inRefundLane(() => this.runJobs())
        return
      case 'reconcile':
        await this.reconcile(cmd.advance)
        return
    }
  }

  /** Runs one step and checks everything; throws with the list of what broke. */
  async step(step: Step, index: number) {
    stats.steps++
    if (step.k === 'par') {
      stats.groups++
      const settled = await Promise.allSettled(step.cmds.map((cmd) => this.run(cmd)))
      for (const [i, s] of settled.entries()) {
        if (s.status === 'rejected')
          this.problems.push(`parallel ${JSON.stringify(step.cmds[i])} threw: ${describeError(s.reason)}`)
      }
    } else {
      this.pred = this.concurrent ? null : cloneModel(this.model)
      await this.run(step)
    }
    await this.check(`step ${index} ${JSON.stringify(step)}`)
  }

  lastSnap: Snapshot | null = null

  async check(label: string, settled = false, given?: Snapshot) {
    const snap = given ?? (await loadSnapshot(rawQuery, this.memberId))
    this.lastSnap = snap
    const notes: string[] = []
    const problems = [...this.problems, ...checkInvariants(snap, this.scope, settled, notes)]
    stats.openTradesOfClosedPayments += notes.length
    const actual = modelFromSnapshot(snap, this.memberId)
    if (this.pred) problems.push(...diff(canon(this.pred), canon(actual)).map((d) => `model${d}`))
    this.problems.length = 0
    this.pred = null
    if (problems.length > 0) {
      stats.violations += problems.length
      throw new Violation(`${label}:\n  ${problems.join('\n  ')}`)
    }
    this.model = actual
  }

  /**
   * Settles the member's money as time would: the sandbox re-sends what the payer decided, open
   * payments are closed, refunds are sent; then the settled invariants (each order keeps its total
   * or nothing, each recharge its price or nothing, nothing open, every refund through). When
   * nothing was left open, the last step's snapshot is checked again as settled.
   */
  async settle(settle: boolean) {
    if (!settle) {
      this.rememberPlatform()
      return
    }
    const m = this.model
    this.pred = this.concurrent ? null : cloneModel(m)
    let acted = false
    for (const [paymentId, trade] of m.trades) {
      const status = m.payments.get(paymentId)?.status ?? ''
      const behind =
        (trade.status === 'SUCCESS' && status !== 'succeeded') ||
        (trade.status === 'DECLINED' && OPEN.includes(status))
      if (behind) {
        acted = true
        await this.notify(paymentId, false)
      }
    }
    for (const p of m.payments.values()) {
      if (!OPEN.includes(p.status)) continue
      acted = true
      await this.query(p.id, true)
    }
    if (acted || m.refunds.some((f) => f.status === 'pending')) {
      acted = true
      await this.processRefunds()
    }
    if (acted || !this.lastSnap) await this.check('settling', true)
    else {
      this.pred = null
      await this.check('settled', true, this.lastSnap)
    }
    this.rememberPlatform()
  }

  /** The next sequence measures the platform accounts from where this one left them. */
  rememberPlatform() {
    const snap = this.lastSnap
    platformAfterLast = snap
      ? new Map(snap.accounts.filter((a) => PLATFORM_IDS.includes(a.id)).map((a) => [a.id, a.balance_fen]))
      : null
  }
}

function describeError(error: unknown): string {
  if (error instanceof AppError) return `AppError ${error.key}`
  const e = error as { message?: string; code?: string; cause?: { message?: string; code?: string } }
  return [e?.message, e?.code, e?.cause?.message, e?.cause?.code].filter(Boolean).join(' / ') || String(error)
}

/**
 * A member with its five wallets, the payment password 123456 and a starting balance (a 'seed'
 * transfer from platform:promotions), written in one statement; and its sequence.
 */
async function newSequence(seedFen: number, concurrent: boolean): Promise<Sequence> {
  slotStart -= SLOT_MS
  t.clock.set(new Date(slotStart))
  const platformBefore = platformAfterLast ?? (await platformBalances(t.db))
  platformAfterLast = null
  const memberId = newId()
  await rawQuery(
    `with m as (
       insert into members (id, email, username, payment_password_hash, created_at)
       values ($1, $2, 'prop', $3, $4::timestamptz)),
     a as (
       insert into ledger_accounts (id, member_id, kind, allow_negative, balance_fen)
       select 'member:' || $1 || ':' || k, $1, k, false, case when k = 'balance' then $5::bigint else 0 end
       from unnest($6::text[]) k),
     t as (
       insert into ledger_transfers (id, idempotency_key, cause_type, cause_id, created_at)
       select $7, 'seed:' || $1, 'seed', $1, $4::timestamptz where $5::bigint > 0),
     e as (
       insert into ledger_entries (id, transfer_id, account_id, amount_fen, cause_type, cause_id, description, created_at)
       select x.id, $7, x.account, x.amount, 'seed', $1, 'property test starting balance', $4::timestamptz
       from (values ($8, $9, -$5::bigint), ($10, 'member:' || $1 || ':balance', $5::bigint)) x(id, account, amount)
       where $5::bigint > 0)
     select 1`,
    [
      memberId,
      `prop-${memberId}@example.com`,
      paymentPasswordHash,
      t.clock.now().toISOString(),
      seedFen,
      [...WALLET_KINDS],
      newId(),
      newId(),
      PLATFORM_ACCOUNTS.promotions,
      newId(),
    ],
  )
  const seq = new Sequence({ memberId, seedFen, platformBefore }, concurrent)
  seq.model = {
    balance: seedFen,
    pw: { failures: 0, lockedUntil: null },
    orders: new Map(),
    recharges: new Map(),
    payments: new Map(),
    trades: new Map(),
    refunds: [],
    events: new Set(),
  }
  return seq
}

async function runSequence(seedFen: number, steps: Step[], concurrent: boolean, settle: boolean) {
  stats.sequences++
  const seq = await newSequence(seedFen, concurrent)
  let done = false
  try {
    for (const [i, step] of steps.entries()) await seq.step(step, i)
    await seq.settle(settle)
    done = true
  } finally {
    if (!done) platformAfterLast = null
  }
  if (stats.sequences % AUDIT_EVERY === 0) await audit()
}

async function audit() {
  stats.audits++
  // PGlite runs no autovacuum: fresh statistics keep every plan on its indexes as the tables grow.
  await rawQuery('analyze', [])
  const problems = await globalAudit(t.db)
  if (problems.length > 0) {
    stats.violations += problems.length
    throw new Violation(`global audit after ${stats.sequences} sequences:\n  ${problems.join('\n  ')}`)
  }
}

function report(label: string, started: number) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const db = ON_PG ? 'PostgreSQL' : 'PGlite'
  console.log(
    `${label} (${db}): ${stats.sequences} sequences, ${stats.steps} steps, ${stats.groups} parallel groups, ` +
      `${stats.calls} calls (${stats.refusals} refused as expected), ${stats.audits} global audits, ` +
      `${stats.violations} invariant violations, ${seconds} s` +
      (stats.openTradesOfClosedPayments > 0
        ? ` (noted: ${stats.openTradesOfClosedPayments} provider trades left open behind a closed payment)`
        : ''),
  )
}

beforeAll(async () => {
  shop = await createFixtureShop(t.db)
  sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
  services = buildServices(t.app)
  merchantToken = await createMerchant(t, [shop.shopId])
  // The payment password's argon2id hash with the cheapest parameters: verification runs the
  // real code path, at a fraction of a millisecond instead of ~30 ms per balance payment.
  paymentPasswordHash = await hash(PASSWORD, {
    algorithm: 2 as Algorithm,
    memoryCost: 64,
    timeCost: 1,
    parallelism: 1,
  })
  const client = (t.db as unknown as { $client: RawClient }).$client
  if (t.database.kind === 'pglite') {
    // On PGlite, planning these statements costs more than running them: they run prepared.
    const prepared = new Map<string, string>()
    const literal = (v: unknown): string => {
      if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v)
      if (Array.isArray(v)) return literal(`{${v.map(String).join(',')}}`)
      return `'${String(v).replaceAll("'", "''")}'`
    }
    rawQuery = async (text, params) => {
      if (!text.includes('$1')) return (await client.query(text, params)).rows
      let name = prepared.get(text)
      if (!name) {
        name = `money_test_${prepared.size}`
        await client.query(`prepare ${name} as ${text}`)
        prepared.set(text, name)
      }
      return (await client.query(`execute ${name}(${params.map(literal).join(', ')})`)).rows
    }
  } else {
    rawQuery = async (text, params) => (await client.query(text, params)).rows
  }
  // The platform accounts exist from the migrations on (decision 0032): the seed fixture posts to promotions.
  const probe = await newSequence(0, false)
  for (const qty of [1, 2, 3]) {
    const quote = await services.orders.preview(probe.memberId, draft(qty), 'en')
    quotes.set(qty, quote)
  }
}, 120_000)
describe('money invariants (product rules 6), property-based', () => {
  it(
    `random sequences of pay / recharge / refund / cancel / replay keep every invariant (${RUNS} runs)`,
    async () => {
      expect([1, 2, 3].map((q) => quotes.get(q)?.totalFen)).toEqual([1200, 2400, 3100])
      resetStats()
      platformAfterLast = null
      const started = performance.now()
      try {
        await fc.assert(
          fc.asyncProperty(sequentialArb, async ({ seedFen, steps, settle }) =>
            runSequence(seedFen, steps, false, settle),
          ),
          { numRuns: RUNS, seed: SEED, ...STOP_BEFORE_TIMEOUT },
        )
        await audit()
      } finally {
        report('money property', started)
      }
    },
    TIMEOUT,
  )

  // Once seen failing under load: not the server, but the sequential property above running on past
  // its timeout and moving the shared clock, so a notification signed at one time was verified at
  // another (decision 0016). The property now stops itself before its timeout.
  it(
    '16 duplicate deliveries of one notification, shuffled, with 4 "I have paid" queries, all at once: one effect',
    async () => {
      const actions = [
        ...Array.from({ length: 16 }, (_, i) => ({ kind: 'notify' as const, http: i % 2 === 0 })),
        ...Array.from({ length: 4 }, () => ({ kind: 'query' as const })),
      ]
      resetStats()
      platformAfterLast = null
      const started = performance.now()
      await fc.assert(
        fc.asyncProperty(fc.shuffledSubarray(actions, { minLength: 20, maxLength: 20 }), async (shuffled) => {
          const seq = await newSequence(0, true)
          const orderId = await seq.place(1)
          const paymentId = orderId && (await seq.createPayment({ orderId }, 'alipay'))
          if (!paymentId || !orderId) throw new Error('no payment to notify about')
          await seq.decide(paymentId, true)
          const row = await sandbox.byRef(paymentId)
          if (!row) throw new Error('no trade')
          const note = sandbox.notificationFor(row)
          const answers = await Promise.all(
            shuffled.map(async (a) =>
              a.kind === 'notify'
                ? seq.deliver(note, a.http)
                : seq.attempt(services.payments.query(seq.memberId, paymentId)),
            ),
          )
          for (const [i, answer] of answers.entries()) {
            expect(answer.ok, JSON.stringify(shuffled[i])).toBe(true)
            if (answer.ok && shuffled[i]?.kind === 'query')
              expect(['pending', 'succeeded']).toContain((answer.value as { status: string }).status)
          }
          const counts = await t.db.execute<{
            transfers: number
            moves: number
            notes: number
            status: number
          }>(sql`
          select (select count(*)::int from ledger_transfers where idempotency_key = ${`payment:${paymentId}`}) as transfers,
                 (select count(*)::int from order_history
                   where order_id = ${orderId} and from_status = 1 and to_status = 2) as moves,
                 (select count(*)::int from payment_notifications where payment_id = ${paymentId}) as notes,
                 (select status from orders where id = ${orderId}) as status`)
          expect(counts.rows[0]).toEqual({ transfers: 1, moves: 1, notes: 1, status: 2 })
          await seq.check('after the duplicate deliveries')
          await seq.settle(true)
          stats.sequences++
          stats.groups++
        }),
        { numRuns: ON_PG ? 20 : 25, seed: SEED, ...STOP_BEFORE_TIMEOUT },
      )
      report('duplicate notifications', started)
    },
    TIMEOUT,
  )
})

describe.skipIf(!ON_PG)('money invariants with real concurrency (PostgreSQL)', () => {
  /*
   * Regression, found by the concurrent property: the sandbox's "already refunded?" lookup and its
   * guarded update were not atomic, so the second of two concurrent sends of ONE refund (the
   * console's immediate send meeting the payment.refund job) answered `failed` although the money
   * had gone back; payments.processRefund recorded that. The sandbox now re-reads the refund by its
   * reference after a refused update. 200 rounds of three concurrent sends of the same refund.
   */
  it(
    'the same provider refund sent twice at once never ends failed while the provider refunded it',
    async () => {
      // The race is narrow: up to 200 rounds of three concurrent sends, stopping at the first hit.
      const rounds = 200
      const broken: string[] = []
      for (let round = 0; round < rounds && broken.length === 0; round++) {
        const seq = await newSequence(0, true)
        const orderId = await seq.place(1)
        const paymentId = orderId && (await seq.createPayment({ orderId }, 'card'))
        if (!orderId || !paymentId) throw new Error('no paid order to reject')
        await seq.decide(paymentId, true)
        await seq.notify(paymentId, false)
        const [refundId] = await t.db.transaction(async (tx) => {
          const order = await services.orders.lock(tx, orderId)
          if (!order) throw new Error('no order')
          const moved = await services.orders.transition(
            tx,
            order,
            'merchant_reject',
            { type: 'merchant', id: null },
            {},
            null,
          )
          return services.payments.refundOrderInFull(tx, moved, 'order_rejected')
        })
        if (!refundId) throw new Error('no refund')
        await Promise.allSettled([1, 2, 3].map(() => services.payments.processRefund(refundId)))
        const snap = await loadSnapshot(rawQuery, seq.memberId)
        const refund = snap.refunds[0]
        const trade = snap.trades[0]
        if (refund?.status !== 'succeeded' || trade?.refunded_fen !== 1200)
          broken.push(`round ${round}: refund ${refund?.status}, provider refunded ${trade?.refunded_fen}`)
      }
      if (broken.length > 0) console.log(`KNOWN BUG reproduced: ${broken[0]}`)
      expect(broken).toEqual([])
      // A timeout here must be generous: a timed-out test keeps running and would move the platform
      // accounts under the next test's feet, which then reports that as a broken invariant.
    },
    TIMEOUT,
  )

  it(
    `random sequences with parallel groups keep every invariant (${PG_RUNS} runs)`,
    async () => {
      resetStats()
      platformAfterLast = null
      const started = performance.now()
      try {
        await fc.assert(
          fc.asyncProperty(seedArb, concurrentArb, async (seedFen, steps) =>
            runSequence(seedFen, steps, true, true),
          ),
          { numRuns: PG_RUNS, seed: SEED, ...STOP_BEFORE_TIMEOUT },
        )
        await audit()
      } finally {
        report('money property, concurrent', started)
      }
    },
    TIMEOUT,
  )
})
