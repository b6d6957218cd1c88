import { fail } from '../../platform/errors'
import type { AuthDeps } from './auth.deps'
import { checkedCodeAndPassword } from './auth.fields'
import { withCode } from './email-codes'
import { newMember } from './new-member'
import { createSession } from './sessions'

/** Sign-up with an e-mail code of type register and a login password; signs the new member in. */
export async function register(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  input: { email: string; code: string; password: string; inviterId?: string | undefined },
) {
  const { email, passwordHash } = await checkedCodeAndPassword(input)
  return withCode(deps, { email, purpose: 'register', code: input.code }, async (tx) => {
    const id = await newMember(tx, deps.clock.now(), { email, passwordHash, inviterId: input.inviterId })
    if (!id) fail('EMAIL_TAKEN')
    return { token: await createSession(tx, deps, 'member', id), isNewPeople: true }
  })
}
