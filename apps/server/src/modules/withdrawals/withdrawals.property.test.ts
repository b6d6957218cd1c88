/**
 * Withdrawals as a property (product rules 9, decision 0021): random sequences of reward credits,
 * withdrawal requests (valid, below the minimum, above the reward, a replayed key) and platform
 * decisions (approve, reject, a second decision) against the API, checked after every step against a
 * small model: the reward wallet, the money held and paid out, every withdrawal's status, and the
 * ledger summing to zero. On PostgreSQL each step's requests also race (two of them at once).
 */
import type { Withdrawal } from '@siam/contracts'
import { WITHDRAWAL_AUTO_APPROVE_FEN, WITHDRAWAL_MIN_FEN } from '@siam/domain'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import { createMember, createMerchant } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { giveReward, heldForWithdrawals, paidOut, rewardOf } from './withdrawals.kit'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'
const RUNS = ON_PG ? 8 : 15

type Step =
  | { kind: 'credit'; fen: number }
  | { kind: 'apply'; fen: number; replay: boolean }
  | { kind: 'decide'; pick: number; decision: 'approve' | 'reject'; twice: boolean }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), fen: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({
    kind: fc.constant('apply' as const),
    fen: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1_000, max: 25_000 })),
    replay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('decide' as const),
    pick: fc.nat(),
    decision: fc.constantFrom('approve' as const, 'reject' as const),
    twice: fc.boolean(),
  }),
)

describe('withdrawals keep the money exact (property)', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })
  let platform: string

  beforeAll(async () => {
    platform = await createMerchant(t, [], 'platform')
  })

  it('never overdraws, pays once, returns once', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
        const m = await createMember(t)
        await t.ok('member/update', { realName: 'Han Meimei' }, m.token)
        const heldBefore = await heldForWithdrawals(t)
        const paidBefore = await paidOut(t)
        const model = { reward: 0, held: 0, paid: 0, status: new Map<string, Withdrawal['status']>() }
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
            }
          }
          expect(await rewardOf(t, m.memberId)).toBe(model.reward)
          expect((await heldForWithdrawals(t)) - heldBefore).toBe(model.held)
          expect((await paidOut(t)) - paidBefore).toBe(model.paid)
        }
        const listed = await t.ok<{ records: Withdrawal[] }>('member/withdraw/list', { pageNo: -1 }, m.token)
        expect(new Map(listed.records.map((w) => [w.id, w.status]))).toEqual(model.status)
        expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
      }),
      { numRuns: RUNS },
    )
  })
})
