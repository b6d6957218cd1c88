/**
 * `#/pages/mine/share/withdrawal/index/index` (product rules 9): withdraw credited reward money, at
 * least 10 yuan, to Alipay, WeChat or a bank account, with the real name on file and the payment
 * password; up to 100 yuan is approved at once, above it the platform reviews it.
 */
import type { Withdrawal } from '@siam/contracts'
import { profileApi, withdrawApi } from '@siam/contracts/descriptors'
import { WITHDRAWAL_AUTO_APPROVE_FEN, WITHDRAWAL_MIN_FEN } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { createKeyKeeper } from '../../shared/idempotency'
import { yuanText } from '../../shared/money'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { inviteQueries } from './queries'
import './invite.css'

const CHANNELS: Withdrawal['channel'][] = ['alipay', 'wechat', 'bank']

export function Component() {
  const { t } = useTranslation('invite')
  return (
    <MemberOnly title={t('withdraw_title')} className="withdrawal-page">
      {() => <WithdrawForm />}
    </MemberOnly>
  )
}

/** "20" or "20.5" yuan -> fen; null when it is not an amount. */
function fenOf(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null
  return Math.round(Number(text.trim()) * 100)
}

function WithdrawForm() {
  const { t } = useTranslation(['invite', 'common'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const summary = useQuery(inviteQueries.summary())
  const profile = useQuery({
    queryKey: ['invite', 'profile'],
    queryFn: () => call(profileApi.detail, {}),
    staleTime: 0,
  })
  const [amount, setAmount] = useState('')
  const [channel, setChannel] = useState<Withdrawal['channel']>('alipay')
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [keyFor] = useState(createKeyKeeper)
  const [busy, setBusy] = useState(false)

  if (!summary.data || !profile.data) return <SkeletonCards count={2} />
  const fen = fenOf(amount)
  const available = summary.data.withdrawableFen
  const problem =
    fen === null
      ? null
      : fen < WITHDRAWAL_MIN_FEN
        ? t('min_note', { amount: yuanText(WITHDRAWAL_MIN_FEN) })
        : fen > available
          ? t('over_note')
          : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (fen === null || problem) return
    setBusy(true)
    try {
      const made = await call(withdrawApi.withdrawApply, {
        amountFen: fen,
        channel,
        account: account.trim(),
        paymentPassword: password,
        idempotencyKey: keyFor({ fen, channel, account: account.trim() }),
      })
      void queryClient.invalidateQueries({ queryKey: inviteQueries.summary().queryKey })
      void queryClient.invalidateQueries({ queryKey: inviteQueries.withdrawals().queryKey })
      toast.show(made.status === 'approved' ? t('applied_approved') : t('applied_review'))
      navigate(paths.withdrawalDetail({ id: made.id }), { replace: true })
    } catch {
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="page-body">
      <section className="section">
        <p>
          {t('withdrawable')} <Price fen={available} />
        </p>
        <p className="field-hint">
          {t('limits_note', {
            min: yuanText(WITHDRAWAL_MIN_FEN),
            auto: yuanText(WITHDRAWAL_AUTO_APPROVE_FEN),
          })}
        </p>
      </section>
      {!profile.data.realName ? (
        <section className="section">
          <p>{t('real_name_needed')}</p>
          <Link className="btn btn-primary btn-block" to={paths.userInfo()}>
            {t('fill_real_name')}
          </Link>
        </section>
      ) : (
        <form className="section withdrawal-form" onSubmit={(e) => void submit(e)}>
          <p>
            {t('real_name')}: <bdi>{profile.data.realName}</bdi>
          </p>
          <label className="field">
            <span className="field-label">{t('amount')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={problem !== null}
            />
            {problem && <span className="field-error">{problem}</span>}
          </label>
          <fieldset className="withdrawal-channels">
            <legend className="field-label">{t('channel')}</legend>
            {CHANNELS.map((c) => (
              <label key={c} className={channel === c ? 'chip-on' : ''}>
                <input type="radio" name="channel" checked={channel === c} onChange={() => setChannel(c)} />
                {t(`channel_${c}`)}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span className="field-label">{t('account')}</span>
            <input
              className="input"
              value={account}
              maxLength={64}
              onChange={(e) => setAccount(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">{t('payment_password')}</span>
            <input
              className="input"
              type="password"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={
              busy || fen === null || problem !== null || account.trim().length < 3 || password.length !== 6
            }
          >
            {t('withdraw')}
          </button>
        </form>
      )}
    </div>
  )
}
