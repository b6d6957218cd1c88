import { dietaryCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { dietaryRepository } from './dietary.repository'
import { createDietaryService } from './dietary.service'

/** What orders read at placement: the member's saved profile, as a part of the placement's own statement. */
export const dietaryQueries = { profilePart: dietaryRepository.profilePart }

/** Issue 14: the member's dietary profile and the merchant's dish facts call. */
export const dietaryModule = defineModule({ name: 'dietary', register: registerDietary })

function registerDietary({ app, deps }: ModuleContext) {
  const service = createDietaryService({ db: deps.db, clock: deps.clock })
  const { http } = deps
  bindCall(app, http, dietaryCalls.profileGet, ({ actor }) => service.profile(actor.memberId))
  bindCall(app, http, dietaryCalls.profileSave, ({ input, actor }) => service.save(actor.memberId, input))
  bindCall(app, http, dietaryCalls.goodsFacts, ({ input, actor }) =>
    service.setGoodsFacts(actor, input.goodsId, input.facts),
  )
  return {}
}
