import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { FoldedParams } from '../../db/folded'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { useApiTestApp } from '../../test/suite'
import {
  balanceOf,
  defineCause,
  ensureMemberWallet,
  ledgerAudit,
  memberBalanceAccount,
  PLATFORM_ACCOUNTS,
  postTransfer,
  postTransferAfter,
  type Transfer,
} from './index'

const t = useApiTestApp()
const testCause = defineCause('ledger_test')
const now = new Date('2026-03-01T12:00:00Z')

/** A member's balance wallet funded from promotions, and that member's id. */
async function fundedMember(fen: number): Promise<string> {
  const memberId = newId()
  await ensureMemberWallet(t.db, memberId)
  await t.db.transaction((tx) =>
    postTransfer(tx, payment(memberId, -fen, PLATFORM_ACCOUNTS.promotions, `fund:${memberId}`), now),
  )
  return memberId
}

function payment(memberId: string, memberFen: number, house: string, key = newId()): Transfer {
  return {
    idempotencyKey: key,
    causeType: testCause,
    causeId: memberId,
    description: 'ledger test',
    legs: [
      { accountId: memberBalanceAccount(memberId), amountFen: -memberFen },
      { accountId: house, amountFen: memberFen },
    ],
  }
}

async function houseRows() {
  const result = await t.db.execute<{ id: string; kind: string; balance_fen: string | null }>(
    sql`select id, kind, balance_fen from ledger_accounts where id like 'platform:%' order by id`,
  )
  return result.rows
}

describe('house accounts: balance is the sum of entries (decision 0032)', () => {
  it('the migrated database holds the ledger’s own house accounts, caching no balance', async () => {
    expect(await houseRows()).toEqual(
      Object.values(PLATFORM_ACCOUNTS)
        .sort()
        .map((id) => ({ id, kind: 'platform', balance_fen: null })),
    )
  })

  it('a posting moves the member wallet row and only adds entries for the house side', async () => {
    const before = await balanceOf(t.db, PLATFORM_ACCOUNTS.orderReceipts)
    const memberId = await fundedMember(10_000)
    await t.db.transaction((tx) =>
      postTransfer(tx, payment(memberId, 2_500, PLATFORM_ACCOUNTS.orderReceipts), now),
    )
    expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(7_500)
    expect(await balanceOf(t.db, PLATFORM_ACCOUNTS.orderReceipts)).toBe(before + 2_500)
    expect(await balanceOf(t.db, PLATFORM_ACCOUNTS.orderReceipts)).toBe(
      await ledgerAudit.sumOfEntries(t.db, PLATFORM_ACCOUNTS.orderReceipts),
    )
    expect((await houseRows()).every((row) => row.balance_fen === null)).toBe(true)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('still refuses to take a wallet below zero, posting nothing', async () => {
    const memberId = await fundedMember(1_000)
    const receipts = await balanceOf(t.db, PLATFORM_ACCOUNTS.orderReceipts)
    await expect(
      t.db.transaction((tx) =>
        postTransfer(tx, payment(memberId, 1_001, PLATFORM_ACCOUNTS.orderReceipts), now),
      ),
    ).rejects.toBeInstanceOf(AppError)
    expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(1_000)
    expect(await balanceOf(t.db, PLATFORM_ACCOUNTS.orderReceipts)).toBe(receipts)
  })

  it('a replayed key posts nothing; a wallet not opened yet is opened on first use', async () => {
    const memberId = await fundedMember(3_000)
    const key = newId()
    const transfer = payment(memberId, 1_000, PLATFORM_ACCOUNTS.orderReceipts, key)
    expect(await t.db.transaction((tx) => postTransfer(tx, transfer, now))).toBe(true)
    expect(await t.db.transaction((tx) => postTransfer(tx, transfer, now))).toBe(false)
    expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(2_000)

    const fresh = newId()
    expect(await balanceOf(t.db, memberBalanceAccount(fresh))).toBe(0)
    await t.db.transaction((tx) => postTransfer(tx, payment(fresh, -700, PLATFORM_ACCOUNTS.promotions), now))
    expect(await balanceOf(t.db, memberBalanceAccount(fresh))).toBe(700)
    expect(await ledgerAudit.sumOfEntries(t.db, memberBalanceAccount(fresh))).toBe(700)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('opens a house account another module names on its first posting, caching nothing', async () => {
    const memberId = await fundedMember(1_000)
    const house = `platform:ledger_test_${newId()}`
    await t.db.transaction((tx) => postTransfer(tx, payment(memberId, 100, house), now))
    await t.db.transaction((tx) => postTransfer(tx, payment(memberId, 50, house), now))
    const rows = await t.db.execute<{ kind: string; balance_fen: string | null; allow_negative: boolean }>(
      sql`select kind, balance_fen, allow_negative from ledger_accounts where id = ${house}`,
    )
    expect(rows.rows).toEqual([{ kind: 'platform', balance_fen: null, allow_negative: true }])
    expect(await balanceOf(t.db, house)).toBe(150)
    expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(850)
  })

  // One connection on PGlite: transactions there run one after the other anyway.
  it.runIf(process.env.SIAM_TEST_DB === 'pg')(
    'a payment of one member does not wait for another member’s open payment',
    async () => {
      const first = await fundedMember(5_000)
      const second = await fundedMember(5_000)
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let firstPosted = () => {}
      const posted = new Promise<void>((resolve) => {
        firstPosted = resolve
      })
      // The first payment posts to order receipts and keeps its transaction open ...
      const open = t.db.transaction(async (tx) => {
        await postTransfer(tx, payment(first, 1_000, PLATFORM_ACCOUNTS.orderReceipts), now)
        firstPosted()
        await held
      })
      await posted
      // ... and the second, to the same house account, commits meanwhile (it used to wait on its row).
      await t.db.transaction((tx) =>
        postTransfer(tx, payment(second, 2_000, PLATFORM_ACCOUNTS.orderReceipts), now),
      )
      expect(await balanceOf(t.db, memberBalanceAccount(second))).toBe(3_000)
      expect(await balanceOf(t.db, memberBalanceAccount(first))).toBe(5_000)
      release()
      await open
      expect(await balanceOf(t.db, memberBalanceAccount(first))).toBe(4_000)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    },
  )
})

describe('a posting with a statement folded in front of it (postTransferAfter, issue 17)', () => {
  /** A leading part that writes a house account row of its own and returns it, or (gone) nothing. */
  const probe = (id: string, write: boolean) => ({
    sql: (params: FoldedParams) =>
      `insert into ledger_accounts (id, member_id, kind, allow_negative, balance_fen)
       select ${params.add(id)}, null, 'platform', true, null where ${params.add(write)}::boolean
       returning id`,
  })
  const probeRows = async (id: string) =>
    (await t.db.execute(sql`select id from ledger_accounts where id = ${id}`)).rows.length

  it('posts with the leading part’s row in one statement, and says how many rows it gave', async () => {
    const memberId = await fundedMember(2_000)
    const id = `platform:lead_${newId()}`
    const outcome = await t.db.transaction((tx) =>
      postTransferAfter(
        tx,
        { ...probe(id, true), gate: false },
        payment(memberId, 500, PLATFORM_ACCOUNTS.orderReceipts),
        now,
      ),
    )
    expect(outcome).toEqual({ led: 1, posted: true })
    expect(await probeRows(id)).toBe(1)
    expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(1_500)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('gated: no row from the leading part posts nothing and leaves the key unclaimed', async () => {
    for (const several of [false, true]) {
      const memberId = await fundedMember(2_000)
      const key = newId()
      // One wallet (the one-statement posting) and two wallets (the leading part on its own first).
      const transfer = several
        ? {
            ...payment(memberId, 300, PLATFORM_ACCOUNTS.orderReceipts, key),
            legs: [
              { accountId: memberBalanceAccount(memberId), amountFen: -300 },
              { accountId: memberBalanceAccount(`${memberId}-b`), amountFen: 300 },
            ],
          }
        : payment(memberId, 300, PLATFORM_ACCOUNTS.orderReceipts, key)
      const skipped = await t.db.transaction((tx) =>
        postTransferAfter(tx, { ...probe(`platform:lead_${newId()}`, false), gate: true }, transfer, now),
      )
      expect(skipped).toEqual({ led: 0, posted: false })
      expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(2_000)
      const id = `platform:lead_${newId()}`
      const posted = await t.db.transaction((tx) =>
        postTransferAfter(tx, { ...probe(id, true), gate: true }, transfer, now),
      )
      expect(posted).toEqual({ led: 1, posted: true })
      expect(await probeRows(id)).toBe(1)
      expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(1_700)
    }
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('a posting refused for a short wallet takes the leading part’s row back with it', async () => {
    const memberId = await fundedMember(1_000)
    const id = `platform:lead_${newId()}`
    await expect(
      t.db.transaction((tx) =>
        postTransferAfter(
          tx,
          { ...probe(id, true), gate: false },
          payment(memberId, 1_001, PLATFORM_ACCOUNTS.orderReceipts),
          now,
        ),
      ),
    ).rejects.toBeInstanceOf(AppError)
    expect(await probeRows(id)).toBe(0)
    expect(await balanceOf(t.db, memberBalanceAccount(memberId))).toBe(1_000)
  })
})
