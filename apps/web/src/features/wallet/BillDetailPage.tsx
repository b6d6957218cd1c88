/**
 * `#/pages/mine/member/detail/detail` (bill detail). With `id` (a billing record, member/billingRecord/
 * selectById): the signed amount, cause, wallet, reference (order number linking to the order, or
 * recharge number linking to the recharge), method, time, balance after, and the related entries of the
 * same movement (a recharge's bonus). With `rechargeId` (member/recharge/detail): the recharge, its
 * status, bonus and method; an unpaid one can be paid from here.
 */
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { formatDateTime } from '../../shared/format'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconChevron } from '../../shared/ui/icons'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { billQueries, rechargeQueries } from './queries'
import { amountText, causeKey, coinKey } from './wallet'
import { RechargeStatusPill, SignedAmount } from './walletParts'

export function Component() {
  const { t } = useTranslation(['wallet', 'pay', 'common'])
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const rechargeId = params.get('rechargeId') ?? ''
  return (
    <MemberOnly title={t('wallet:bill_title')} className="bill-page">
      {() =>
        id ? (
          <BillDetail id={id} />
        ) : rechargeId ? (
          <RechargeDetail id={rechargeId} />
        ) : (
          <div className="page-body">
            <ErrorState message={t('wallet:bill_missing')} />
          </div>
        )
      }
    </MemberOnly>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bill-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function BillDetail({ id }: { id: string }) {
  const { t } = useTranslation(['wallet', 'pay', 'common'])
  const bill = useQuery(billQueries.record(id))
  if (bill.isPending) {
    return (
      <div className="page-body">
        <SkeletonLines lines={5} />
      </div>
    )
  }
  if (bill.isError) {
    return (
      <div className="page-body">
        <ErrorState
          page
          error={bill.error}
          message={bill.error.message}
          onRetry={() => void bill.refetch()}
        />
      </div>
    )
  }
  const b = bill.data
  const reference = b.reference ? <bdi>{b.reference}</bdi> : null
  return (
    <div className="page-body">
      <section className="section bill-hero">
        <p className="bill-hero-cause">{t(causeKey(b.causeType))}</p>
        <SignedAmount coinType={b.coinType} amount={b.amount} className="bill-hero-amount" />
      </section>
      <section className="section">
        <dl className="bill-fields">
          <Row label={t('wallet:cause')}>{t(causeKey(b.causeType))}</Row>
          <Row label={t('wallet:wallet')}>{t(coinKey(b.coinType))}</Row>
          {b.orderId ? (
            <Row label={t('wallet:order_no')}>
              <Link className="bill-link" to={paths.orderDetail(b.orderId)}>
                {reference ?? t('wallet:view_order')}
              </Link>
            </Row>
          ) : b.rechargeId ? (
            <Row label={t('wallet:recharge_no')}>
              <Link className="bill-link" to={paths.billDetail({ rechargeId: b.rechargeId })}>
                {reference ?? t('wallet:view_recharge')}
              </Link>
            </Row>
          ) : (
            reference && <Row label={t('wallet:reference')}>{reference}</Row>
          )}
          {b.payType && <Row label={t('wallet:method')}>{t(`pay:method_${b.payType}`)}</Row>}
          <Row label={t('wallet:time')}>
            <bdi>{formatDateTime(b.createdAt)}</bdi>
          </Row>
          <Row label={t('wallet:balance_after')}>
            <bdi dir="ltr">{amountText(b.coinType, b.balanceAfter)}</bdi>
          </Row>
        </dl>
      </section>
      {b.related.length > 0 && (
        <section className="section" aria-labelledby="bill-related">
          <h2 id="bill-related" className="section-title">
            {t('wallet:related')}
          </h2>
          <ul className="bill-list">
            {b.related.map((r) => (
              <li key={r.id}>
                <Link className="bill-row" to={paths.billDetail({ id: r.id })} replace>
                  <span className="bill-row-main">
                    <span className="bill-row-cause">{t(causeKey(r.causeType))}</span>
                    <span className="bill-row-time">{t(coinKey(r.coinType))}</span>
                  </span>
                  <span className="bill-row-end">
                    <SignedAmount coinType={r.coinType} amount={r.amount} />
                  </span>
                  <IconChevron size={16} className="bill-row-chevron" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function RechargeDetail({ id }: { id: string }) {
  const { t } = useTranslation(['wallet', 'pay', 'common'])
  const recharge = useQuery({ ...rechargeQueries.detail(id), staleTime: 0 })
  if (recharge.isPending) {
    return (
      <div className="page-body">
        <SkeletonLines lines={5} />
      </div>
    )
  }
  if (recharge.isError) {
    return (
      <div className="page-body">
        <ErrorState
          page
          error={recharge.error}
          message={recharge.error.message}
          onRetry={() => void recharge.refetch()}
        />
      </div>
    )
  }
  const r = recharge.data
  return (
    <div className="page-body">
      <section className="section bill-hero">
        <p className="bill-hero-cause">{t('wallet:cause_recharge')}</p>
        <Price fen={r.payFen} className="bill-hero-amount" />
        <RechargeStatusPill status={r.status} />
      </section>
      <section className="section">
        <dl className="bill-fields">
          <Row label={t('wallet:recharge_no')}>
            <bdi>{r.rechargeNo}</bdi>
          </Row>
          <Row label={t('wallet:amount_paid')}>
            <Price fen={r.payFen} />
          </Row>
          <Row label={t('wallet:cause_recharge_bonus')}>
            <Price fen={r.bonusFen} />
          </Row>
          <Row label={t('wallet:credited')}>
            <Price fen={r.payFen + r.bonusFen} />
          </Row>
          {r.payType && <Row label={t('wallet:method')}>{t(`pay:method_${r.payType}`)}</Row>}
          <Row label={t('wallet:created_at')}>
            <bdi>{formatDateTime(r.createdAt)}</bdi>
          </Row>
          {r.paidAt && (
            <Row label={t('wallet:paid_at')}>
              <bdi>{formatDateTime(r.paidAt)}</bdi>
            </Row>
          )}
        </dl>
      </section>
      {r.status === 'unpaid' && (
        <Link className="btn btn-primary btn-block" to={paths.recharge({ rechargeId: r.id })}>
          {t('wallet:pay_now')}
        </Link>
      )}
    </div>
  )
}
