import { validateEmail, validateEmailCode } from '@siam/domain'
import { fail } from '../../platform/errors'
import type { AuthDeps } from './auth.deps'
import { checkFields, normalizeEmail } from './auth.fields'
import * as repo from './auth.repository'
import { withCode } from './email-codes'
import { newMember } from './new-member'
import { createSession } from './sessions'

/** Sign in with a code; a new address becomes a new member (a visitor's fastest path). */
export async function loginByCode(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  input: { email: string; code: string; inviterId?: string | undefined },
) {
  checkFields({ email: validateEmail(input.email), code: validateEmailCode(input.code) })
  const email = normalizeEmail(input.email)
  return withCode(deps, { email, purpose: 'login', code: input.code }, async (tx) => {
    const existing = await repo.memberByEmail(tx, email)
    if (existing)
      return {
        token: await createSession(tx, deps, 'member', existing.id),
        isNewPeople: existing.isNewPeople,
      }
    const id = await newMember(tx, deps.clock.now(), {
      email,
      passwordHash: null,
      inviterId: input.inviterId,
    })
    if (id) return { token: await createSession(tx, deps, 'member', id), isNewPeople: true }
    // A concurrent sign-up of the same address won: sign in to that account.
    const winner = await repo.memberByEmail(tx, email)
    if (!winner) fail('INTERNAL')
    return { token: await createSession(tx, deps, 'member', winner.id), isNewPeople: winner.isNewPeople }
  })
}
