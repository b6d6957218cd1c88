import { validateEmail, validateEmailCode } from '@siam/domain'
import { fail, isUniqueViolation } from '../../platform/errors'
import type { AuthDeps } from './auth.deps'
import { checkFields, normalizeEmail } from './auth.fields'
import * as repo from './auth.repository'
import { withCode } from './email-codes'

/**
 * member/changeEmail (spec 5): the new address must be valid, differ from the current one and be
 * free; the code was sent to the new address (type change-email), so the member owns it. The
 * address check runs under the code's transaction. A sign-up of the same address racing it does not
 * take the advisory lock: if it commits between the check and the update, the update fails on the
 * unique key, which answers EMAIL_TAKEN too (the transaction rolls back, the code stays unused).
 */
export async function changeEmail(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  memberId: string,
  input: { email: string; code: string },
): Promise<true> {
  checkFields({ email: validateEmail(input.email), code: validateEmailCode(input.code) })
  const email = normalizeEmail(input.email)
  const member = await repo.memberById(deps.db, memberId)
  if (!member) fail('NOT_LOGGED_IN')
  if (member.email === email) fail('EMAIL_UNCHANGED')
  let moved: boolean
  try {
    moved = await withCode(deps, { email, purpose: 'change-email', code: input.code }, (tx) =>
      repo.setEmailIfFree(tx, memberId, email),
    )
  } catch (error) {
    if (isUniqueViolation(error)) fail('EMAIL_TAKEN')
    throw error
  }
  if (!moved) fail('EMAIL_TAKEN')
  return true
}
