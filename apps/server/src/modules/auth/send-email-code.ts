import { randomInt } from 'node:crypto'
import { validateEmail } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { AppError, fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { type AuthDeps, DAY_MS, MINUTE_MS } from './auth.deps'
import { checkFields, normalizeEmail } from './auth.fields'
import * as repo from './auth.repository'
import type { EmailCodePurpose } from './auth.tables'
import { codeHash, EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_MINUTES } from './email-codes'

type SendDeps = Pick<AuthDeps, 'db' | 'clock' | 'mailer' | 'translate' | 'rateLimit' | 'config'>

const HOUR_MS = 60 * MINUTE_MS

/**
 * A new 6-digit code for (e-mail, purpose), stored and then mailed; at most one a minute, a few an
 * hour per address and per client address. The answer never says whether the address has an
 * account (issue 10.2): a sign-up code for a registered address and a reset code for an unknown
 * one are answered the same way, and the mailbox gets a notice instead of a code.
 */
export async function sendEmailCode(
  deps: SendDeps,
  input: { email: string; type: EmailCodePurpose },
  locale: Locale,
  clientIp?: string,
) {
  checkFields({ email: validateEmail(input.email) })
  const email = normalizeEmail(input.email)
  const purpose = input.type
  if (deps.rateLimit) {
    await deps.rateLimit(`email-code:address:${email}`, {
      max: deps.config.EMAIL_CODES_PER_ADDRESS_PER_HOUR,
      windowMs: HOUR_MS,
    })
    if (clientIp)
      await deps.rateLimit(`email-code:ip:${clientIp}`, {
        max: deps.config.EMAIL_CODES_PER_IP_PER_HOUR,
        windowMs: HOUR_MS,
      })
  }
  const member = await repo.memberByEmail(deps.db, email)
  const notice =
    purpose === 'register' && member
      ? 'register_existing'
      : purpose === 'forget' && !member
        ? 'forget_unknown'
        : null

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const id = newId()
  // Stored either way, so the once-a-minute answer is the same too; a notice's code is never sent.
  await storeCode(deps, { id, email, purpose, code })
  // The mail leaves after the commit (never a provider call inside a transaction).
  try {
    if (notice) await mailNotice(deps, email, notice, locale)
    else await mailCode(deps, { email, purpose, code }, locale)
  } catch {
    // Nothing was sent: forget the code so the member can ask again at once.
    await repo.deleteEmailCode(deps.db, id)
    fail('PROVIDER_ERROR')
  }
  return { resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS }
}

/** Under the (e-mail, purpose) lock, so two processes cannot both pass the once-a-minute check. */
async function storeCode(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  code: { id: string; email: string; purpose: EmailCodePurpose; code: string },
): Promise<void> {
  const { id, email, purpose } = code
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    await repo.lockEmailPurpose(tx, email, purpose)
    const last = await repo.latestEmailCode(tx, email, purpose)
    if (last) {
      const wait = Math.ceil(
        (last.createdAt.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000,
      )
      if (wait > 0) throw new AppError('CODE_TOO_FREQUENT', { seconds: wait })
    }
    await repo.deleteStaleEmailCodes(tx, email, purpose, new Date(now.getTime() - DAY_MS))
    await repo.insertEmailCode(tx, {
      id,
      email,
      purpose,
      codeHash: codeHash(id, code.code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * MINUTE_MS),
    })
  })
}

async function mailNotice(
  deps: Pick<AuthDeps, 'mailer' | 'translate'>,
  to: string,
  notice: 'register_existing' | 'forget_unknown',
  locale: Locale,
): Promise<void> {
  const { translate } = deps
  await deps.mailer.send({
    to,
    subject: translate(locale, `mail:${notice}_subject`),
    text: translate(locale, `mail:${notice}_body`),
  })
}

async function mailCode(
  deps: Pick<AuthDeps, 'mailer' | 'translate'>,
  code: { email: string; purpose: EmailCodePurpose; code: string },
  locale: Locale,
): Promise<void> {
  const { translate } = deps
  const key = code.purpose.replace('-', '_')
  const params = { code: code.code, minutes: EMAIL_CODE_TTL_MINUTES }
  const text = `${translate(locale, `mail:code_body_${key}`, params)}\n\n${translate(locale, 'mail:code_footer', params)}`
  const subject = translate(locale, `mail:code_subject_${key}`, params)
  await deps.mailer.send({ to: code.email, subject, text })
}
