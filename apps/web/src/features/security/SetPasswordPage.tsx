/**
 * `#/pages/mine/security/reset/reset` ("set password"; `mode=change` to change it; `redirect` to go back
 * there afterwards). First set: the new 6-digit password twice -> member/setPaymentPassword. Change (asked
 * for, or when one is set already): the current password and the new one twice ->
 * member/changePaymentPassword. Checked here first (exactly 6 digits, the two must match); what the
 * server refuses is shown by the request helper.
 */
import { memberApi, walletApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { securityQueries } from './queries'
import { hasErrors, type PinErrors, PinField, useFinish, usePinChecks, useRedirect } from './securityParts'

export function Component() {
  const { t } = useTranslation(['wallet', 'validation', 'common'])
  const [params] = useSearchParams()
  const asked = params.get('mode') === 'change'
  return (
    <MemberOnly
      title={asked ? t('wallet:change_password_title') : t('wallet:set_password_title')}
      className="security-page"
    >
      {() => <SetPassword askedChange={asked} />}
    </MemberOnly>
  )
}

function SetPassword({ askedChange }: { askedChange: boolean }) {
  const { t } = useTranslation(['wallet', 'validation', 'common'])
  const redirect = useRedirect()
  const status = useQuery({
    ...securityQueries.passwordStatus(),
    staleTime: 0,
    enabled: !askedChange,
  })
  if (!askedChange && status.isPending) {
    return (
      <div className="page-body">
        <SkeletonLines lines={3} />
      </div>
    )
  }
  if (!askedChange && status.isError) {
    return (
      <div className="page-body">
        <ErrorState page error={status.error} onRetry={() => void status.refetch()} />
      </div>
    )
  }
  // A password is set already: setting means changing it (the first-set call would be refused).
  const change = askedChange || status.data?.isSet === true
  return (
    <div className="page-body">
      <PasswordForm change={change} />
      {change && (
        <p className="security-forgot">
          <Link className="link-button" to={paths.securityVerify({ redirect })}>
            {t('wallet:forgot_button')}
          </Link>
        </p>
      )}
    </div>
  )
}

function PasswordForm({ change }: { change: boolean }) {
  const { t } = useTranslation(['wallet', 'validation', 'common'])
  const check = usePinChecks()
  const finish = useFinish()
  const [old, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<PinErrors>({})
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    const next = check({ old: change ? old : undefined, password, confirm })
    setErrors(next)
    if (hasErrors(next)) return
    setBusy(true)
    try {
      if (change) {
        await call(walletApi.changePaymentPassword, { oldPaymentPassword: old, paymentPassword: password })
        finish(t('wallet:change_done'))
      } else {
        await call(memberApi.setPaymentPassword, { paymentPassword: password })
        finish(t('wallet:set_done'))
      }
    } catch {
      // the request helper has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form section security-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="field-hint">{t('wallet:password_rule')}</p>
      {change && (
        <PinField
          label={t('wallet:old_password')}
          value={old}
          onChange={setOld}
          error={errors.old}
          autoFocus
        />
      )}
      <PinField
        label={t('wallet:new_password')}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoFocus={!change}
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
  )
}
