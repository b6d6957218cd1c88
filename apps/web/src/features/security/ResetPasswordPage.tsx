/**
 * `#/pages/mine/security/verify/verify` ("reset password"): a code sent to the member's own e-mail
 * (member/sendEmailCode type payment-password, the address from the signed-in member; resend after the
 * countdown like the login code page), the code and the new 6-digit password twice ->
 * member/resetPaymentPassword, which also lifts a lock. Then back (to `redirect` when given).
 */
import { memberApi, walletApi } from '@siam/contracts/descriptors'
import { validateEmailCode } from '@siam/domain'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api'
import { CODE_LENGTH, Field, useCodeCountdown } from '../../shared/auth/fields'
import { useSession } from '../../shared/session'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { securityQueries } from './queries'
import { hasErrors, type PinErrors, PinField, useFinish, usePinChecks } from './securityParts'

export function Component() {
  const { t } = useTranslation(['wallet', 'auth', 'validation', 'common'])
  return (
    <MemberOnly title={t('wallet:reset_password_title')} className="security-page">
      {() => <ResetPassword />}
    </MemberOnly>
  )
}

function ResetPassword() {
  const { t } = useTranslation(['wallet', 'auth', 'validation', 'common'])
  const session = useSession()
  const info = useQuery({
    ...securityQueries.memberInfo(),
    enabled: !session.member,
  })
  const email = session.member?.email ?? info.data?.email ?? ''
  const check = usePinChecks()
  const finish = useFinish()
  const { left, start } = useCodeCountdown()
  const [sending, setSending] = useState(false)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<PinErrors>({})
  const [busy, setBusy] = useState(false)

  async function send() {
    if (!email || sending || left > 0) return
    setSending(true)
    try {
      const res = await call(memberApi.sendEmailCode, { email, type: 'payment-password' })
      start(res.resendAfterSeconds)
      toast.show(t('auth:code_sent'))
    } catch (error) {
      if (error instanceof ApiError && error.errorKey === 'CODE_TOO_FREQUENT') start()
    } finally {
      setSending(false)
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    const codeKey = validateEmailCode(code.trim())
    const next: PinErrors = {
      code: codeKey ? t(`validation:${codeKey}`) : undefined,
      ...check({ password, confirm }),
    }
    setErrors(next)
    if (hasErrors(next)) return
    setBusy(true)
    try {
      await call(walletApi.resetPaymentPassword, { code: code.trim(), paymentPassword: password })
      finish(t('wallet:reset_done'))
    } catch {
      // the request helper has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  if (!email && info.isError) {
    return (
      <div className="page-body">
        <ErrorState page error={info.error} onRetry={() => void info.refetch()} />
      </div>
    )
  }
  if (!email) {
    return (
      <div className="page-body">
        <SkeletonLines lines={3} />
      </div>
    )
  }

  return (
    <div className="page-body">
      <form className="form section security-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="security-email">{t('wallet:code_goes_to', { email: `\u2068${email}\u2069` })}</p>
        <Field
          label={t('auth:code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          maxLength={CODE_LENGTH}
          end={
            <button
              type="button"
              className="btn btn-outline btn-small security-code-button"
              disabled={left > 0 || sending}
              onClick={() => void send()}
            >
              {left > 0 ? t('auth:resend_in', { n: left }) : t('auth:send_code')}
            </button>
          }
        />
        <p className="field-hint">{t('wallet:password_rule')}</p>
        <PinField
          label={t('wallet:new_password')}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <PinField
          label={t('wallet:confirm_password')}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
          {busy ? t('wallet:saving') : t('wallet:save')}
        </button>
      </form>
    </div>
  )
}
