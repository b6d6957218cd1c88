/** The pay page's parts: its frame, the order summary with the countdown, the bar and the password sheet. */
import type { OrderDetail } from '@siam/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatCountdown } from '../../shared/format'
import { IconClock } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Price } from '../../shared/ui/Price'
import { Sheet } from '../../shared/ui/Sheet'
import { PasswordPad } from './PasswordPad'

export function PayFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('pay')
  return (
    <main className="page pay-page">
      <PageHeader title={t('pay:title')} />
      {children}
    </main>
  )
}

export function PaySummary({
  order,
  seconds,
  expired,
}: {
  order: OrderDetail
  seconds: number
  expired: boolean
}) {
  const { t } = useTranslation('pay')
  return (
    <section className="section pay-summary">
      <p className="pay-shop">{order.shopName}</p>
      <Price fen={order.totalFen} className="pay-amount" />
      <p className="pay-order-no">
        {t('pay:order_no')} <bdi>{order.orderNo}</bdi>
      </p>
      {order.payDeadlineAt && (
        <p
          className={expired ? 'pay-countdown pay-countdown-over' : 'pay-countdown'}
          role="timer"
          aria-live="off"
        >
          <IconClock size={16} />
          {expired ? (
            <span>{t('pay:time_up')}</span>
          ) : (
            <span>
              {t('pay:pay_within')} <bdi className="pay-countdown-time">{formatCountdown(seconds)}</bdi>
            </span>
          )}
        </p>
      )}
    </section>
  )
}

export function PayOrderBar({
  totalFen,
  label,
  disabled,
  busy,
  onPay,
}: {
  totalFen: number
  label: string
  disabled: boolean
  busy: boolean
  onPay: () => void
}) {
  const { t } = useTranslation('pay')
  return (
    <div className="bottom-bar pay-bar">
      <div className="pay-bar-total">
        <span className="pay-bar-label">{t('pay:to_pay')}</span>
        <Price fen={totalFen} className="price-big" />
      </div>
      <button
        type="button"
        className="btn btn-primary pay-bar-button"
        disabled={disabled}
        aria-busy={busy}
        onClick={onPay}
      >
        {label}
      </button>
    </div>
  )
}

interface PadState {
  open: boolean
  error: string | null
  reset: number
  close: () => void
}

export function PasswordSheet({
  pad,
  totalFen,
  busy,
  here,
  onPassword,
}: {
  pad: PadState
  totalFen: number
  busy: boolean
  /** Where the forgotten-password pages come back to. */
  here: string
  onPassword: (password: string) => void
}) {
  const { t } = useTranslation('pay')
  return (
    <Sheet open={pad.open} onClose={() => !busy && pad.close()} title={t('pay:enter_password')}>
      <p className="pad-amount">
        <Price fen={totalFen} className="price-big" />
      </p>
      <PasswordPad onComplete={onPassword} busy={busy} error={pad.error} resetSignal={pad.reset} />
      <p className="pad-forgot">
        <Link className="link-button" to={paths.securityVerify({ redirect: here })}>
          {t('pay:forgot_password')}
        </Link>
      </p>
    </Sheet>
  )
}
