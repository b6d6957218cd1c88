import { validateEmail } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { AuthDeps } from './auth.deps'
import { checkFields, normalizeEmail, passwordGiven } from './auth.fields'
import * as repo from './auth.repository'
import { verifyAgainstDummy, verifyPassword } from './passwords'
import { createSession } from './sessions'
import { guardedSignIn } from './sign-in-guard'

/** A member signs in with e-mail and login password (under the account's sign-in guard). */
export async function login(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config' | 'mailer' | 'translate'>,
  input: { email: string; password: string },
  locale: Locale = 'en',
) {
  checkFields({ email: validateEmail(input.email), password: passwordGiven(input.password) })
  const email = normalizeEmail(input.email)
  return guardedSignIn(deps, { kind: 'member', email, locale }, async () => {
    const member = await repo.memberByEmail(deps.db, email)
    const good = member?.passwordHash
      ? await verifyPassword(member.passwordHash, input.password)
      : await verifyAgainstDummy(input.password)
    if (!member || !good) return { ok: false, ownerEmail: member?.email ?? null }
    const token = await deps.db.transaction((tx) => createSession(tx, deps, 'member', member.id))
    return { ok: true, value: { token, isNewPeople: member.isNewPeople } }
  })
}
