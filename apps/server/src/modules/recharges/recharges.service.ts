import type { Payment, Recharge, RechargeTier } from '@siam/contracts'
import { formatOrderNumber, rechargeMachine } from '@siam/domain'
import type { Db, Tx } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { pageWindow } from '../../platform/paging'
import { tryTransition } from '../../platform/transition'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { orderQueries } from '../orders'
import type { SettingsService } from '../settings'
import { rechargeBonusCause, rechargeCause } from './recharges.causes'
import { tiersFrom, toRecharge } from './recharges.mapper'
import type { RechargeRow, RechargesRepository } from './recharges.repository'
import { recharges } from './recharges.tables'

/** How long a recharge's provider payment may stay open before the provider must refuse it. */
export const RECHARGE_PAY_WINDOW_MS = 15 * 60_000

export function createRechargesService(deps: {
  db: Db
  clock: Clock
  settings: SettingsService
  repo: RechargesRepository
}) {
  const { db, clock, settings, repo } = deps
  // Recharge numbers are R + an order number: they share the order-number sequence.
  const orderNumbers = orderQueries

  const tiers = async (): Promise<RechargeTier[]> => tiersFrom((await settings.current()).rechargeTiers)

  return {
    tiers,

    /** A new unpaid recharge at today's tier; same key and body answer the first recharge. */
    async create(memberId: string, input: { tierId: string; idempotencyKey: string }): Promise<Recharge> {
      const tier = (await tiers()).find((t) => t.id === input.tierId)
      if (!tier) fail('RECHARGE_TIER_UNKNOWN')
      const id = await db.transaction(async (tx) => {
        const { result } = await idempotent(
          tx,
          `recharge.create:${memberId}`,
          input.idempotencyKey,
          input,
          async () => {
            const now = clock.now()
            const row = await repo.insert(tx, {
              id: newId(),
              rechargeNo: `R${formatOrderNumber(now, await orderNumbers.nextSequence(tx))}`,
              memberId,
              tierId: tier.id,
              payFen: tier.payFen,
              bonusFen: tier.bonusFen,
              status: 'unpaid',
              createdAt: now,
            })
            return { rechargeId: row.id }
          },
        )
        return result.rechargeId
      })
      const row = await repo.byId(db, id)
      if (!row) fail('RECHARGE_NOT_FOUND')
      return toRecharge(row)
    },

    async list(memberId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.page(db, memberId, pageWindow(pageNo, pageSize))
      return { records: rows.map(toRecharge), total }
    },

    async owned(memberId: string, id: string): Promise<RechargeRow> {
      const row = await repo.ownedBy(db, memberId, id)
      if (!row) fail('RECHARGE_NOT_FOUND')
      return row
    },

    byId: (ex: Db | Tx, id: string) => repo.byId(ex, id),
    byIds: (ex: Db | Tx, ids: string[]) => repo.byIds(ex, ids),

    /** Whether a provider payment may still start for this recharge. */
    payable(row: RechargeRow, memberId: string): RechargeRow {
      if (row.memberId !== memberId) fail('RECHARGE_NOT_FOUND')
      if (row.status !== 'unpaid') fail('RECHARGE_NOT_PAYABLE')
      return row
    },

    /**
     * Credits a recharge once, inside the payment's transaction: the paid amount and the bonus
     * land in the balance as two entries (product rules 6). A recharge closed for lack of payment
     * is still credited when the money arrives: the member paid. Returns false when the recharge
     * was already paid (a duplicate payment, which the caller refunds).
     */
    async credit(tx: Tx, rechargeId: string, payType: Payment['payType']): Promise<boolean> {
      const now = clock.now()
      const row = await tryTransition(tx, {
        machine: rechargeMachine,
        table: recharges,
        id: rechargeId,
        event: 'credit',
        actor: 'system',
        patch: { payType, paidAt: now, closedAt: null },
      })
      if (!row) return false
      const balance = memberBalanceAccount(row.memberId)
      await postTransfer(
        tx,
        {
          idempotencyKey: `recharge:${row.id}`,
          causeType: rechargeCause,
          causeId: row.id,
          description: `recharge ${row.rechargeNo}`,
          legs: [
            { accountId: PLATFORM_ACCOUNTS.recharges, amountFen: -row.payFen },
            { accountId: balance, amountFen: row.payFen },
          ],
        },
        now,
      )
      if (row.bonusFen > 0) {
        await postTransfer(
          tx,
          {
            idempotencyKey: `recharge_bonus:${row.id}`,
            causeType: rechargeBonusCause,
            causeId: row.id,
            description: `recharge bonus ${row.rechargeNo}`,
            legs: [
              { accountId: PLATFORM_ACCOUNTS.promotions, amountFen: -row.bonusFen },
              { accountId: balance, amountFen: row.bonusFen },
            ],
          },
          now,
        )
      }
      return true
    },

    /** An unpaid recharge whose payment window passed with nothing paid. */
    async close(tx: Tx, rechargeId: string): Promise<boolean> {
      const closed = await tryTransition(tx, {
        machine: rechargeMachine,
        table: recharges,
        id: rechargeId,
        event: 'close',
        actor: 'system',
        patch: { closedAt: clock.now() },
      })
      return closed !== null
    },
  }
}

export type RechargesService = ReturnType<typeof createRechargesService>
