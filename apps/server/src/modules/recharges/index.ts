import { walletCalls } from '@siam/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '../../app'
import { bindCall } from '../../platform/http'
import { createRechargesRepository } from './recharges.repository'
import { createRechargesService, type RechargesService, toRecharge } from './recharges.service'

export type { RechargeRow } from './recharges.repository'
export { RECHARGE_PAY_WINDOW_MS, type RechargesService, toRecharge } from './recharges.service'

/** Recharge calls; paying one goes through member/payment/create { rechargeId } (payments module). */
export function registerRecharges(
  app: FastifyInstance,
  deps: ModuleDeps,
  reconcile: (rechargeId: string) => Promise<void>,
): RechargesService {
  const service = createRechargesService({
    db: deps.db,
    clock: deps.clock,
    settings: deps.settings,
    repo: createRechargesRepository(),
  })
  const { http } = deps
  bindCall(app, http, walletCalls.rechargeTiers, async () => ({ records: await service.tiers() }))
  bindCall(app, http, walletCalls.rechargeCreate, ({ input, actor }) => service.create(actor.memberId, input))
  bindCall(app, http, walletCalls.rechargeList, ({ input, actor }) =>
    service.list(actor.memberId, input.pageNo, input.pageSize),
  )
  bindCall(app, http, walletCalls.rechargeDetail, async ({ input, actor }) => {
    const row = await service.owned(actor.memberId, input.id)
    // An open payment is asked about first, so the page shows what the provider knows.
    if (row.status !== 'paid') await reconcile(row.id)
    return toRecharge(await service.owned(actor.memberId, input.id))
  })
  return service
}
