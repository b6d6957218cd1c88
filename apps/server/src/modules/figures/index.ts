import { figuresCalls } from '@siam/contracts'
import { listedShops } from '../../platform/actor'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createFiguresService } from './figures.service'

/**
 * Business figures for the console (issue 14): a merchant's shops (orders, revenue, average ticket,
 * refunds, top dishes) and the platform's (the same across shops, plus new members). Read-only.
 */
export const figuresModule = defineModule({ name: 'figures', register: registerFigures })

function registerFigures({ app, deps }: ModuleContext) {
  const service = createFiguresService({ db: deps.db, clock: deps.clock })
  bindCall(app, deps.http, figuresCalls.merchant, ({ input, actor, locale }) =>
    service.figures(
      { range: input.range, shopIds: listedShops(actor, input.shopId), withMembers: false },
      locale,
    ),
  )
  bindCall(app, deps.http, figuresCalls.platform, ({ input, actor, locale }) =>
    service.figures(
      { range: input.range, shopIds: listedShops(actor, input.shopId), withMembers: !input.shopId },
      locale,
    ),
  )
}
