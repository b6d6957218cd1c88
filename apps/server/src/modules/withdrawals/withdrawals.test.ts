import type { Withdrawal } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import { createMember, createMerchant, type TestMember } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { members } from '../auth/auth.tables'
import { ledgerAudit } from '../ledger'
import { ledgerEntries } from '../ledger/ledger.tables'
import { giveReward, heldForWithdrawals, paidOut, rewardOf } from './withdrawals.kit'

const NOON = new Date('2026-11-21T04:00:00Z')
type Page<T> = { records: T[]; total: number }

describe('withdrawals of reward money', () => {
  const t = useApiTestApp({ at: NOON })
  let platform: string
  let merchant: string

  beforeAll(async () => {
    platform = await createMerchant(t, [], 'platform')
    merchant = await createMerchant(t, [])
  })

  /** A member with a real name, a payment password (123456) and this much credited reward. */
  async function earner(rewardFen: number, realName: string | null = 'Li Lei'): Promise<TestMember> {
    const m = await createMember(t)
    if (realName) await t.ok('member/update', { realName }, m.token)
    if (rewardFen > 0) await giveReward(t, m.memberId, rewardFen)
    return m
  }
  const apply = (m: TestMember, amountFen: number, extra: Record<string, unknown> = {}) =>
    t.call<Withdrawal>(
      'member/withdraw/apply',
      {
        amountFen,
        channel: 'alipay',
        account: 'lilei@example.com',
        paymentPassword: '123456',
        idempotencyKey: `wd-${newId()}`,
        ...extra,
      },
      m.token,
    )
  const audit = (body: Record<string, unknown>, token = platform) =>
    t.call<Withdrawal>('admin/withdraw/audit', body, token)
  const entriesOf = (causeId: string) =>
    t.db
      .select({
        account: ledgerEntries.accountId,
        amount: ledgerEntries.amountFen,
        cause: ledgerEntries.causeType,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.causeId, causeId))

  it('approves up to 100 yuan at once: reward -> held -> paid out, through the ledger', async () => {
    const m = await earner(12_000)
    const held = await heldForWithdrawals(t)
    const out = await paidOut(t)
    const res = await apply(m, 10_000)
    expect(res.success).toBe(true)
    expect(res.data).toMatchObject({
      amountFen: 10_000,
      status: 'approved',
      channel: 'alipay',
      realName: 'Li Lei',
    })
    expect(res.data?.payoutReference).toMatch(/^AUTO-W/)
    expect(await rewardOf(t, m.memberId)).toBe(2_000)
    expect(await heldForWithdrawals(t)).toBe(held)
    expect(await paidOut(t)).toBe(out + 10_000)
    const causes = (await entriesOf(res.data?.id ?? '')).map((e) => `${e.cause} ${e.amount}`).sort()
    expect(causes).toEqual([
      'withdrawal_held -10000',
      'withdrawal_held 10000',
      'withdrawal_paid -10000',
      'withdrawal_paid 10000',
    ])
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('holds more than 100 yuan for the platform, which approves it with the payout reference', async () => {
    const m = await earner(30_000)
    const held = await heldForWithdrawals(t)
    const res = await apply(m, 20_000, { channel: 'bank', account: '6222 0000 1111 2222' })
    expect(res.data).toMatchObject({ status: 'reviewing', payoutReference: null })
    expect(await rewardOf(t, m.memberId)).toBe(10_000)
    expect(await heldForWithdrawals(t)).toBe(held + 20_000)
    const queue = await t.ok<Page<Withdrawal>>('admin/withdraw/list', { pageNo: 1, pageSize: 50 }, platform)
    expect(queue.records.map((w) => w.id)).toContain(res.data?.id)

    const approved = await audit({ id: res.data?.id, decision: 'approve', payoutReference: 'BANK-778899' })
    expect(approved.data).toMatchObject({ status: 'approved', payoutReference: 'BANK-778899' })
    expect(await heldForWithdrawals(t)).toBe(held)
    // decided once: a second decision of either kind is refused and moves nothing
    expect((await audit({ id: res.data?.id, decision: 'reject', reason: 'late' })).errorKey).toBe(
      'WITHDRAWAL_STATUS_CONFLICT',
    )
    expect(await rewardOf(t, m.memberId)).toBe(10_000)
    const detail = await t.ok<Withdrawal>('member/withdraw/detail', { id: res.data?.id }, m.token)
    expect(detail.status).toBe('approved')
    // one audit row, for the decision that moved the money (the refused second one wrote none)
    const log = await t.ok<Page<Record<string, unknown>>>(
      'admin/audit/list',
      { subject: `withdrawal:${res.data?.id}` },
      platform,
    )
    expect(log.records).toEqual([
      expect.objectContaining({
        actorType: 'staff',
        action: 'withdrawal.approve',
        before: { status: 'reviewing', amountFen: 20_000, memberId: m.memberId },
        after: { status: 'approved', payoutReference: 'BANK-778899' },
      }),
    ])
  })

  it('returns the money of a refused withdrawal exactly once', async () => {
    const m = await earner(20_000)
    const res = await apply(m, 15_000)
    expect(await rewardOf(t, m.memberId)).toBe(5_000)
    const id = res.data?.id
    const answers = await Promise.all([
      audit({ id, decision: 'reject', reason: 'Name does not match the account' }),
      audit({ id, decision: 'reject', reason: 'twice' }),
      audit({ id, decision: 'approve', payoutReference: 'X' }),
    ])
    expect(answers.filter((a) => a.success)).toHaveLength(1)
    expect(answers.filter((a) => a.errorKey === 'WITHDRAWAL_STATUS_CONFLICT')).toHaveLength(2)
    const detail = await t.ok<Withdrawal>('member/withdraw/detail', { id }, m.token)
    const log = await t.ok<Page<{ action: string; after: { reason?: string } }>>(
      'admin/audit/list',
      { subject: `withdrawal:${id}` },
      platform,
    )
    expect(log.records).toHaveLength(1)
    if (detail.status === 'rejected') {
      expect(log.records[0]?.action).toBe('withdrawal.reject')
      expect(await rewardOf(t, m.memberId)).toBe(20_000)
      expect((await entriesOf(id ?? '')).filter((e) => e.cause === 'withdrawal_returned')).toHaveLength(2)
    } else {
      expect(log.records[0]?.action).toBe('withdrawal.approve')
      expect(await rewardOf(t, m.memberId)).toBe(5_000)
    }
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('refuses below 10 yuan, without a real name, with a wrong payment password, over the credited reward', async () => {
    const m = await earner(5_000)
    const below = await apply(m, 999)
    expect(below).toMatchObject({ success: false, errorKey: 'WITHDRAWAL_BELOW_MINIMUM', status: 409 })
    const wrong = await apply(m, 1_000, { paymentPassword: '000000' })
    expect(wrong.errorKey).toBe('PAYMENT_PASSWORD_WRONG')
    const over = await apply(m, 5_001)
    expect(over.errorKey).toBe('WITHDRAWAL_OVER_REWARD')
    const nameless = await earner(5_000, null)
    const noName = await apply(nameless, 1_000)
    expect(noName.errorKey).toBe('WITHDRAWAL_REAL_NAME_REQUIRED')
    await t.db.update(members).set({ realName: '   ' }).where(eq(members.id, nameless.memberId))
    expect((await apply(nameless, 1_000)).errorKey).toBe('WITHDRAWAL_REAL_NAME_REQUIRED')
    const zh = await t.call(
      'member/withdraw/apply',
      {
        amountFen: 500,
        channel: 'wechat',
        account: 'wx-lilei',
        paymentPassword: '123456',
        idempotencyKey: `wd-${newId()}`,
        lang: 'zh-Hans',
      },
      m.token,
    )
    expect(zh.message).toBe('提现金额不能少于10元')
    // nothing moved, nothing written
    expect(await rewardOf(t, m.memberId)).toBe(5_000)
    expect((await t.ok<Page<Withdrawal>>('member/withdraw/list', {}, m.token)).total).toBe(0)
    const badChannel = await apply(m, 1_000, { channel: 'paypal' })
    expect(badChannel.errorKey).toBe('VALIDATION_FAILED')
  })

  it('answers a repeated request with the first withdrawal, once', async () => {
    const m = await earner(5_000)
    const key = `wd-${newId()}`
    const first = await apply(m, 2_000, { idempotencyKey: key })
    const again = await apply(m, 2_000, { idempotencyKey: key })
    expect(again.data?.id).toBe(first.data?.id)
    expect(await rewardOf(t, m.memberId)).toBe(3_000)
    expect((await apply(m, 2_500, { idempotencyKey: key })).errorKey).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('keeps each member to their own withdrawals and the review to the platform', async () => {
    const owner = await earner(5_000)
    const other = await earner(0)
    const res = await apply(owner, 2_000)
    expect((await t.call('member/withdraw/detail', { id: res.data?.id }, other.token)).errorKey).toBe(
      'WITHDRAWAL_NOT_FOUND',
    )
    expect((await t.ok<Page<Withdrawal>>('member/withdraw/list', {}, other.token)).total).toBe(0)
    expect((await t.call('admin/withdraw/list', {}, merchant)).errorKey).toBe('FORBIDDEN')
    expect((await t.call('admin/withdraw/list', {}, owner.token)).errorKey).toBe('FORBIDDEN')
    expect(
      (await audit({ id: res.data?.id, decision: 'approve', payoutReference: 'X' }, merchant)).errorKey,
    ).toBe('FORBIDDEN')
    expect((await audit({ id: 'nope', decision: 'approve', payoutReference: 'X' })).errorKey).toBe(
      'WITHDRAWAL_NOT_FOUND',
    )
  })

  it('never overdraws: 20 concurrent withdrawals of one member take at most the credited reward', async () => {
    const m = await earner(10_000)
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(m, 3_000)))
    const won = answers.filter((a) => a.success)
    expect(won).toHaveLength(3)
    // Each try of the payment password is reserved before it is verified, so at most 5 run at once
    // (issue 10.2): a try beyond those is refused as locked while they are in flight. At least the
    // first 5 reach the money, so 3 win and the rest are refused: the overdraw race is still run.
    for (const lost of answers.filter((a) => !a.success))
      expect(['WITHDRAWAL_OVER_REWARD', 'PAYMENT_PASSWORD_LOCKED']).toContain(lost.errorKey)
    expect(answers.filter((a) => a.errorKey === 'WITHDRAWAL_OVER_REWARD').length).toBeGreaterThanOrEqual(2)
    expect(await rewardOf(t, m.memberId)).toBe(1_000)
    expect((await t.ok<Page<Withdrawal>>('member/withdraw/list', { pageNo: -1 }, m.token)).total).toBe(3)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })
})
