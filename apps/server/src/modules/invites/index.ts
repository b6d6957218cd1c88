import { adminMemberCalls, inviteCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { invitesRepository } from './invites.repository'
import { createInvitesService } from './invites.service'

/** What other modules read of invitations: when members joined the affiliate programme (profile). */
export const affiliateQueries = { joinedAt: invitesRepository.joinedAt }

/**
 * Invitations (product rules 9): my link, the friends I invited and their progress, rewards not yet
 * credited; the platform's member lookup with the invite tree and reward ledger. The binding itself
 * happens once at sign-up (auth), the rewards are loyalty's (decision 0021).
 */
export const invitesModule = defineModule({ name: 'invites', register: registerInvites })

function registerInvites({ app, deps }: ModuleContext) {
  const service = createInvitesService({ db: deps.db, settings: deps.settings, clock: deps.clock })
  const { http } = deps
  bindCall(app, http, inviteCalls.inviteSummary, ({ actor }) => service.summary(actor.memberId))
  bindCall(app, http, inviteCalls.inviteList, ({ input, actor }) =>
    service.friends(actor.memberId, input.pageNo, input.pageSize),
  )
  bindCall(app, http, inviteCalls.affiliateJoin, ({ actor }) => service.joinAffiliate(actor.memberId))
  bindCall(app, http, inviteCalls.invitePoster, ({ input, actor }) =>
    service.poster(actor.memberId, input.origin),
  )
  bindCall(app, http, inviteCalls.pendingRewards, ({ input, actor }) =>
    service.pendingRewards(actor.memberId, input.pageNo, input.pageSize),
  )
  bindCall(app, http, adminMemberCalls.adminMemberList, ({ input }) => service.adminList(input))
  bindCall(app, http, adminMemberCalls.adminMemberAccount, ({ input }) => service.adminAccount(input.id))
  return {}
}
