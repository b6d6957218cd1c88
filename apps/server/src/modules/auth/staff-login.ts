import type { StaffInfo } from '@siam/contracts'
import { validateEmail } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import { fail } from '../../platform/errors'
import type { AuthDeps } from './auth.deps'
import { checkFields, normalizeEmail, passwordGiven } from './auth.fields'
import { staffInfoFrom } from './auth.mapper'
import * as repo from './auth.repository'
import { verifyAgainstDummy, verifyPassword } from './passwords'
import { createSession } from './sessions'
import { guardedSignIn } from './sign-in-guard'

async function staffInfo(db: Db, row: repo.StaffRow, locale: Locale): Promise<StaffInfo> {
  const shopIds = await repo.shopIdsOfStaff(db, row.id)
  const names = new Map((await repo.shopNames(db, shopIds)).map((s) => [s.id, s.name]))
  return staffInfoFrom(row, { shopIds, names }, locale)
}

/** A console account signs in with e-mail and password (under the account's sign-in guard). */
export async function staffLogin(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config' | 'mailer' | 'translate'>,
  input: { email: string; password: string },
  locale: Locale,
) {
  checkFields({ email: validateEmail(input.email), password: passwordGiven(input.password) })
  const email = normalizeEmail(input.email)
  const token = await guardedSignIn(deps, { kind: 'staff', email, locale }, async () => {
    const row = await repo.staffByEmail(deps.db, email)
    const good = row
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstDummy(input.password)
    if (!row || !good) return { ok: false, ownerEmail: row?.email ?? null }
    return { ok: true, value: await deps.db.transaction((tx) => createSession(tx, deps, 'staff', row.id)) }
  })
  const row = await repo.staffByEmail(deps.db, email)
  if (!row) fail('LOGIN_USER_ERROR')
  return { token, staff: await staffInfo(deps.db, row, locale) }
}

/** The signed-in console account. */
export async function staffMe(
  deps: Pick<AuthDeps, 'db'>,
  staffId: string,
  locale: Locale,
): Promise<StaffInfo> {
  const row = await repo.staffById(deps.db, staffId)
  if (!row) fail('LOGIN_USER_ERROR')
  return staffInfo(deps.db, row, locale)
}
