import { validateEmail } from '@siam/domain'
import { fail } from '../../platform/errors'
import type { AuthDeps } from './auth.deps'
import { checkFields, normalizeEmail, passwordGiven } from './auth.fields'
import * as repo from './auth.repository'
import { verifyAgainstDummy, verifyPassword } from './passwords'
import { createSession } from './sessions'

/** A member signs in with e-mail and login password. */
export async function login(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  input: { email: string; password: string },
) {
  checkFields({ email: validateEmail(input.email), password: passwordGiven(input.password) })
  const member = await repo.memberByEmail(deps.db, normalizeEmail(input.email))
  const good = member?.passwordHash
    ? await verifyPassword(member.passwordHash, input.password)
    : await verifyAgainstDummy(input.password)
  if (!member || !good) fail('WRONG_CREDENTIALS')
  const token = await deps.db.transaction((tx) => createSession(tx, deps, 'member', member.id))
  return { token, isNewPeople: member.isNewPeople }
}
