import { walletCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { rechargeBonusCause, rechargeCause } from './recharges.causes'
import { toRecharge } from './recharges.mapper'
import { createRechargesRepository } from './recharges.repository'
import { createRechargesService, type RechargesService } from './recharges.service'

declare module '../../platform/module' {
  interface ModuleServices {
    recharges: RechargesService
  }
}

export { rechargeBonusCause, rechargeCause } from './recharges.causes'

const rechargesRepository = createRechargesRepository()

/** What other modules read of recharges (wallet references, payments' reconciliation). */
export const rechargeQueries = {
  byId: rechargesRepository.byId,
  byIds: rechargesRepository.byIds,
  unpaidBefore: rechargesRepository.unpaidBefore,
}

export { RECHARGE_PAY_WINDOW_MS, type RechargesService } from './recharges.service'

/** Recharge calls; paying one goes through member/payment/create { rechargeId } (payments module). */
export const rechargesModule = defineModule({
  name: 'recharges',
  causes: [rechargeCause, rechargeBonusCause],
  register: registerRecharges,
})

function registerRecharges({ app, deps, services }: ModuleContext) {
  const service = createRechargesService({
    db: deps.db,
    clock: deps.clock,
    settings: deps.settings,
    repo: rechargesRepository,
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
    if (row.status !== 'paid') await services.get('payments').reconcileRecharge(row.id)
    return toRecharge(await service.owned(actor.memberId, input.id))
  })
  return { services: { recharges: service } }
}
