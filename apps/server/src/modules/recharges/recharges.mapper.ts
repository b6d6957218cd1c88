import type { Recharge, RechargeTier } from '@siam/contracts'
import type { RechargeRow } from './recharges.repository'

export function toRecharge(row: RechargeRow): Recharge {
  return {
    id: row.id,
    rechargeNo: row.rechargeNo,
    payFen: row.payFen,
    bonusFen: row.bonusFen,
    status: row.status,
    payType: row.payType ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

/** The recharge tiers of the settings as the app shows them (what the member gets in total). */
export function tiersFrom(setting: { id: string; payFen: number; bonusFen: number }[]): RechargeTier[] {
  return setting.map((t) => ({
    id: t.id,
    payFen: t.payFen,
    bonusFen: t.bonusFen,
    getFen: t.payFen + t.bonusFen,
  }))
}
