import { type BillingRecord, type CoinType, walletCalls } from '@siam/contracts'
import { fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { pageWindow } from '../../platform/paging'
import { type EntryWithBalance, memberAccount, memberWalletEntries, type WalletKind } from '../ledger'
import { createWalletRepository } from './wallet.repository'

/** api-map coin types and the ledger wallets behind them. */
const WALLET_OF: Record<CoinType, WalletKind> = {
  balance: 'balance',
  points: 'points',
  reward: 'reward',
  uncreditedPoints: 'points_pending',
  uncreditedReward: 'reward_pending',
}
const COIN_OF = Object.fromEntries(Object.entries(WALLET_OF).map(([coin, kind]) => [kind, coin])) as Record<
  WalletKind,
  CoinType
>
const kindOf = (accountId: string) => accountId.slice(accountId.lastIndexOf(':') + 1) as WalletKind

/** The member's wallets and their entries (balance details, bill detail): reads only. */
export const walletModule = defineModule({ name: 'wallet', register: registerWallet })

function registerWallet({ app, deps }: ModuleContext) {
  const { db, http } = deps
  const repo = createWalletRepository()

  async function toRecords(entries: EntryWithBalance[]): Promise<BillingRecord[]> {
    const references = await repo.references(
      db,
      entries.map((e) => e.causeId),
    )
    return entries.map((e) => ({
      id: e.id,
      coinType: COIN_OF[kindOf(e.accountId)],
      amount: e.amount,
      balanceAfter: e.balanceAfter,
      causeType: e.causeType as BillingRecord['causeType'],
      causeId: e.causeId,
      reference: references.get(e.causeId) ?? null,
      createdAt: e.createdAt.toISOString(),
    }))
  }

  bindCall(app, http, walletCalls.walletSummary, async ({ actor }) => {
    const balances = await memberWalletEntries.balances(db, actor.memberId)
    return {
      balanceFen: balances.balance,
      rewardFen: balances.reward,
      points: balances.points,
      uncreditedPoints: balances.points_pending,
      uncreditedRewardFen: balances.reward_pending,
    }
  })

  bindCall(app, http, walletCalls.billingRecords, async ({ actor, input }) => {
    const account = memberAccount(actor.memberId, WALLET_OF[input.coinType])
    const { rows, total } = await memberWalletEntries.page(
      db,
      account,
      pageWindow(input.pageNo, input.pageSize),
    )
    return { records: await toRecords(rows), total }
  })

  bindCall(app, http, walletCalls.billingRecord, async ({ actor, input }) => {
    const entry = await memberWalletEntries.one(db, actor.memberId, input.id)
    if (!entry) fail('BILLING_RECORD_NOT_FOUND')
    const related = (await memberWalletEntries.sameCause(db, actor.memberId, entry)).filter(
      (e) => e.id !== entry.id,
    )
    const [record, ...others] = await toRecords([entry, ...related])
    if (!record) fail('BILLING_RECORD_NOT_FOUND')
    const target = await repo.target(db, entry.causeId, actor.memberId)
    return {
      ...record,
      payType: target.payType,
      orderId: target.orderId,
      rechargeId: target.rechargeId,
      related: others,
    }
  })
}
