import { profileCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { changeEmail } from '../auth'
import { profileDetail } from './profile-detail'
import { updateProfile } from './update-profile'

/** The member's own profile (spec 3 "User info screen"): name, gender, real name, avatar. */
export const profileModule = defineModule({ name: 'profile', register: registerProfile })

function registerProfile({ app, deps }: ModuleContext) {
  bindCall(app, deps.http, profileCalls.update, ({ input, actor }) =>
    updateProfile(deps, actor.memberId, input),
  )
  bindCall(app, deps.http, profileCalls.detail, ({ actor }) => profileDetail(deps, actor.memberId))
  bindCall(app, deps.http, profileCalls.changeEmail, ({ input, actor }) =>
    changeEmail(deps, actor.memberId, input),
  )
  return {}
}
