import { AppError } from '../../platform/errors'
import type { AuthDeps } from './auth.deps'
import { checkedCodeAndPassword } from './auth.fields'
import * as repo from './auth.repository'
import { withCode } from './email-codes'

/** A new login password with an e-mail code of type forget; every session of the member ends. */
export async function forgetPassword(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'sessionCache'>,
  input: { email: string; code: string; password: string },
): Promise<true> {
  const { email, passwordHash } = await checkedCodeAndPassword(input)
  const memberId = await withCode(deps, { email, purpose: 'forget', code: input.code }, async (tx) => {
    const member = await repo.memberByEmail(tx, email)
    // Only a code that was never mailed (a reset asked for an unknown address) gets here.
    if (!member) throw new AppError('CODE_INVALID', undefined, { code: 'code_invalid' })
    await repo.setMemberPassword(tx, member.id, passwordHash)
    await repo.deleteSessionsOf(tx, 'member', member.id)
    return member.id
  })
  // After the commit: this process's kept sessions of the member end with the rows.
  deps.sessionCache?.dropMember(memberId)
  return true
}
