/**
 * Withdrawals as a property (product rules 9, decision 0021): random sequences of reward credits
 * (put in directly, and earned: an invited friend's orders paid, refunded before completion by a
 * quick cancel, completed, and credited on the crediting day of the test clock), withdrawal
 * requests (valid, below the minimum, above the reward, a replayed key) and platform
 * decisions (approve, reject, a second decision) against the API, checked after every step against a
 * small model: the reward wallet, the money held and paid out, every withdrawal's status, and the
 * ledger summing to zero. On PostgreSQL each step's requests also race (two of them at once).
 */
import type { Withdrawal } from '@siam/contracts'
import { WITHDRAWAL_AUTO_APPROVE_FEN, WITHDRAWAL_MIN_FEN } from '@siam/domain'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
} from '../../test/fixtures'
import { deliveryDraft, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { members } from '../auth/auth.tables'
import { balanceOf, ledgerAudit, memberAccount } from '../ledger'
import { consoleMoves } from '../loyalty/loyalty.kit'
import { readSettings } from '../settings'
import { giveReward, heldForWithdrawals, paidOut, rewardOf } from './withdrawals.kit'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'
const FULL = process.env.PROPERTY_FULL === '1'
const RUNS = Number(process.env.PROPERTY_RUNS ?? 0) || (ON_PG ? 8 : 20) * (FULL ? 10 : 1)
const SEED = Number(process.env.PROPERTY_SEED ?? 0) || Math.floor(Math.random() * 2 ** 31)
const DAY = 24 * 60 * 60_000
/** The fixture shop's noodles (28 yuan of goods each) and a tea (12): the inviter earns 2% of the goods. */
const rewardOf2Percent = (noodles: number) => Math.floor(((2800 * noodles + 1200) * 2) / 100)

type Step =
  | { kind: 'credit'; fen: number }
  | { kind: 'friendOrder'; noodles: number }
  | { kind: 'friendCancel'; pick: number }
  | { kind: 'friendComplete'; pick: number }
  | { kind: 'creditDay' }
  | { kind: 'apply'; fen: number; replay: boolean }
  | { kind: 'decide'; pick: number; decision: 'approve' | 'reject'; twice: boolean }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('credit' as const), fen: fc.integer({ min: 1, max: 30_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('friendOrder' as const),
      noodles: fc.integer({ min: 1, max: 30 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('friendCancel' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('friendComplete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('creditDay' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('apply' as const),
      fen: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1_000, max: 25_000 })),
      replay: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      decision: fc.constantFrom('approve' as const, 'reject' as const),
      twice: fc.boolean(),
    }),
  },
)

describe('withdrawals keep the money exact (property)', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  let platform: string
  let merchant: string
  let shop: FixtureShop
  let creditDays = 7
  /** Console sessions are short: fresh ones after the clock moves on. */
  const consoleSessions = async () => {
    platform = await createMerchant(t, [], 'platform')
    merchant = await createMerchant(t, [shop.shopId])
  }

  /** How often each money-moving case was reached (printed at the end). */
  const reached: Record<string, number> = {}
  const count = (what: string) => {
    reached[what] = (reached[what] ?? 0) + 1
  }

  beforeAll(async () => {
    console.info(`withdrawals property: ${RUNS} runs, seed ${SEED} (PROPERTY_SEED replays it)`)
    shop = await createFixtureShop(t.db)
    creditDays = (await readSettings(t.db)).loyaltyCreditDays
  })

  it('never overdraws, pays once, returns once', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 3, maxLength: 14 }), async (steps) => {
        await consoleSessions()
        const m = await createMember(t)
        await t.ok('member/update', { realName: 'Han Meimei' }, m.token)
        const friend = await createMember(t, { balanceFen: 10_000_000 })
        await t.db.update(members).set({ inviterId: m.memberId }).where(eq(members.id, friend.memberId))
        const friendAddress = (await createAddress(t, friend.token)).id
        const heldBefore = await heldForWithdrawals(t)
        const paidBefore = await paidOut(t)
        const model = {
          reward: 0,
          pending: 0,
          held: 0,
          paid: 0,
          status: new Map<string, Withdrawal['status']>(),
        }
        /** The friend's orders: what each earns the inviter, and when it is credited. */
        const orders: {
          id: string
          rewardFen: number
          status: 'paid' | 'cancelled' | 'completed' | 'credited'
          paidAt: number
          creditAt: number
        }[] = []
        const pickOrder = (pick: number, status: (typeof orders)[number]['status']) => {
          const fitting = orders.filter((o) => o.status === status)
          return fitting[pick % Math.max(fitting.length, 1)]
        }
        let days = 0
        const keys: { key: string; fen: number }[] = []

        const apply = (fen: number, key: string) =>
          t.call<Withdrawal>(
            'member/withdraw/apply',
            {
              amountFen: fen,
              channel: 'alipay',
              account: 'hmm@example.com',
              paymentPassword: '123456',
              idempotencyKey: key,
            },
            m.token,
          )
        const decide = (id: string, decision: 'approve' | 'reject') =>
          t.call<Withdrawal>(
            'admin/withdraw/audit',
            decision === 'approve'
              ? { id, decision, payoutReference: 'P-1' }
              : { id, decision, reason: 'No' },
            platform,
          )

        for (const step of steps) {
          if (step.kind === 'credit') {
            await giveReward(t, m.memberId, step.fen)
            model.reward += step.fen
          } else if (step.kind === 'friendOrder') {
            const items = [
              { goodsId: shop.noodlesId, optionIds: [shop.smallId], number: step.noodles },
              { goodsId: shop.teaId, optionIds: [], number: 1 },
            ]
            const order = await placeOrder(t, friend.token, deliveryDraft(shop, friendAddress, { items }))
            await payByBalance(t, friend.token, order.id)
            const rewardFen = rewardOf2Percent(step.noodles)
            model.pending += rewardFen
            orders.push({
              id: order.id,
              rewardFen,
              status: 'paid',
              paidAt: t.clock.now().getTime(),
              creditAt: 0,
            })
          } else if (step.kind === 'friendCancel') {
            // within the minute of payment (the clock only moves on credit days): all money back,
            // the reward waiting for the inviter is reversed
            const o = pickOrder(step.pick, 'paid')
            if (!o || t.clock.now().getTime() - o.paidAt >= 60_000) continue
            await t.ok('member/order/quickCancel', { id: o.id }, friend.token)
            o.status = 'cancelled'
            model.pending -= o.rewardFen
            count('friend order cancelled')
          } else if (step.kind === 'friendComplete') {
            const o = pickOrder(step.pick, 'paid')
            if (!o) continue
            await consoleMoves(t, merchant).toDelivered(o.id)
            await t.ok('member/order/confirmReceipt', { id: o.id }, friend.token)
            o.status = 'completed'
            o.creditAt = t.clock.now().getTime() + creditDays * DAY
          } else if (step.kind === 'creditDay') {
            // at most two crediting days a sequence: the member's session stays valid
            if (days >= 2) continue
            days++
            t.clock.advance(creditDays * DAY)
            await t.app.jobs.drain()
            await consoleSessions()
            for (const o of orders) {
              if (o.status !== 'completed' || o.creditAt > t.clock.now().getTime()) continue
              o.status = 'credited'
              model.pending -= o.rewardFen
              model.reward += o.rewardFen
              count('reward credited')
            }
          } else if (step.kind === 'apply') {
            const earlier = step.replay ? keys.at(-1) : undefined
            const key = earlier?.key ?? `wd-${newId()}`
            const fen = earlier?.fen ?? step.fen
            const answers = await Promise.all(ON_PG ? [apply(fen, key), apply(fen, key)] : [apply(fen, key)])
            const ok = answers.filter((a) => a.success)
            const fresh = !earlier || !model.status.has(ok[0]?.data?.id ?? '')
            if (fen < WITHDRAWAL_MIN_FEN) {
              expect(ok).toHaveLength(0)
              expect(answers[0]?.errorKey).toBe('WITHDRAWAL_BELOW_MINIMUM')
            } else if (earlier && !fresh) {
              // a replayed request answers the first withdrawal and moves nothing
              expect(ok.length).toBe(answers.length)
            } else if (fen > model.reward) {
              expect(ok).toHaveLength(0)
              expect(answers[0]?.errorKey).toBe('WITHDRAWAL_OVER_REWARD')
            } else {
              expect(ok.length).toBe(answers.length)
              expect(new Set(ok.map((a) => a.data?.id)).size).toBe(1)
              const made = ok[0]?.data
              if (!made) throw new Error('no withdrawal')
              model.reward -= fen
              if (fen <= WITHDRAWAL_AUTO_APPROVE_FEN) {
                expect(made.status).toBe('approved')
                model.paid += fen
              } else {
                expect(made.status).toBe('reviewing')
                model.held += fen
              }
              model.status.set(made.id, made.status)
              count(made.status === 'approved' ? 'withdrawal auto-approved' : 'withdrawal to review')
              keys.push({ key, fen })
            }
          } else {
            const ids = [...model.status.keys()]
            const id = ids[step.pick % Math.max(ids.length, 1)]
            if (!id) continue
            const before = model.status.get(id)
            const row = await t.ok<Withdrawal>('member/withdraw/detail', { id }, m.token)
            const answers = await Promise.all(
              step.twice || ON_PG
                ? [decide(id, step.decision), decide(id, step.decision)]
                : [decide(id, step.decision)],
            )
            const ok = answers.filter((a) => a.success)
            if (before !== 'reviewing') {
              expect(ok).toHaveLength(0)
              for (const a of answers) expect(a.errorKey).toBe('WITHDRAWAL_STATUS_CONFLICT')
            } else {
              expect(ok).toHaveLength(1)
              model.held -= row.amountFen
              if (step.decision === 'approve') model.paid += row.amountFen
              else model.reward += row.amountFen
              model.status.set(id, step.decision === 'approve' ? 'approved' : 'rejected')
              count(step.decision === 'approve' ? 'withdrawal approved' : 'withdrawal refused')
            }
          }
          expect(await rewardOf(t, m.memberId)).toBe(model.reward)
          expect(await balanceOf(t.db, memberAccount(m.memberId, 'reward_pending'))).toBe(model.pending)
          expect((await heldForWithdrawals(t)) - heldBefore).toBe(model.held)
          expect((await paidOut(t)) - paidBefore).toBe(model.paid)
        }
        const listed = await t.ok<{ records: Withdrawal[] }>('member/withdraw/list', { pageNo: -1 }, m.token)
        expect(new Map(listed.records.map((w) => [w.id, w.status]))).toEqual(model.status)
        expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    console.info('withdrawals property reached:', JSON.stringify(reached))
  })
})
