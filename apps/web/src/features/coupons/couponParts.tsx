/** A coupon as a ticket-shaped card: its value, terms, validity and usage rules. */
import type { Coupon } from '@siam/contracts'
import { formatYuan } from '@siam/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../shared/format'
import { yuanText } from '../../shared/money'

type Terms = Pick<Coupon, 'kind' | 'amountFen' | 'percentOff' | 'thresholdFen'>

/** The big value on the left of the card: "5" yuan, "20%", or a ticket's draws. */
export function CouponValue({ terms, drawsLeft }: { terms: Terms; drawsLeft?: number }) {
  const { t } = useTranslation('coupon')
  if (terms.kind === 'doubleDraw') return <span className="coupon-value">×{drawsLeft ?? 2}</span>
  if (terms.percentOff !== null) return <span className="coupon-value">{terms.percentOff}%</span>
  return (
    <span className="coupon-value" title={t('amount_off', { amount: yuanText(terms.amountFen) })}>
      <small>¥</small>
      {formatYuan(terms.amountFen)}
    </span>
  )
}

/** What the coupon takes off, in one line. */
export function termsText(
  t: (key: string, options?: Record<string, unknown>) => string,
  terms: Terms,
): string {
  const amount = yuanText(terms.amountFen)
  if (terms.kind === 'delivery') return t('coupon:delivery_off', { amount })
  if (terms.kind === 'rebateCard') return t('coupon:rebate', { percent: terms.percentOff ?? 0, amount })
  if (terms.kind === 'doubleDraw') return t('coupon:rules_doubleDraw')
  if (terms.percentOff !== null)
    return terms.amountFen > 0
      ? `${t('coupon:percent_off', { percent: terms.percentOff })}, ${t('coupon:percent_cap', { amount })}`
      : t('coupon:percent_off', { percent: terms.percentOff })
  return t('coupon:amount_off', { amount })
}

export function thresholdText(
  t: (key: string, options?: Record<string, unknown>) => string,
  thresholdFen: number,
) {
  return thresholdFen > 0
    ? t('coupon:threshold', { amount: yuanText(thresholdFen) })
    : t('coupon:no_threshold')
}

export function CouponCard({ coupon, action }: { coupon: Coupon; action?: ReactNode }) {
  const { t } = useTranslation('coupon')
  const valid = coupon.status === 'unused'
  return (
    <li className={valid ? 'coupon-card' : 'coupon-card coupon-card-invalid'} data-testid="coupon-card">
      <div className="coupon-card-left">
        <CouponValue terms={coupon} drawsLeft={coupon.drawsLeft} />
        {coupon.kind !== 'doubleDraw' && (
          <span className="coupon-threshold">{thresholdText(t, coupon.thresholdFen)}</span>
        )}
      </div>
      <div className="coupon-card-body">
        <p className="coupon-title">{coupon.title}</p>
        <p className="coupon-terms">{termsText(t, coupon)}</p>
        <p className="coupon-meta">
          {coupon.shopName ? t('at_shop', { shop: coupon.shopName }) : t('every_shop')}
          {' · '}
          <bdi>{t('valid_until', { date: formatDate(coupon.validUntil) })}</bdi>
        </p>
        {coupon.kind === 'doubleDraw' && valid && (
          <p className="coupon-meta">{t('draws_left', { count: coupon.drawsLeft })}</p>
        )}
        <details className="coupon-rules">
          <summary>{t('rules_title')}</summary>
          <p>{coupon.rules ?? t(`rules_${coupon.kind}`)}</p>
        </details>
      </div>
      <div className="coupon-card-end">
        {valid ? action : <span className="coupon-status">{t(`status_${coupon.status}`)}</span>}
      </div>
    </li>
  )
}
