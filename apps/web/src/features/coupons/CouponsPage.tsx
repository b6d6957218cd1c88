/**
 * `#/pages/mine/coupons/coupons?tab=&state=`: my coupons. Four tabs (delivery, shop, double-draw
 * ticket, rebate card) with their valid counts, each with valid and invalid (used, expired, refunded)
 * lists; valid-to, usage rules, "use now" to a shop where the coupon applies (or the draw for a ticket).
 */
import type { Coupon } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { type CouponTabName, couponPaths, paths } from '../../app/paths'
import { couponCountQueries } from '../../shared/queries/walletQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { CouponCard } from './couponParts'
import { couponQueries } from './queries'
import './coupons.css'

const TABS: CouponTabName[] = ['delivery', 'shop', 'doubleDraw', 'rebateCard']

export function Component() {
  const { t } = useTranslation(['coupon', 'common'])
  return (
    <MemberOnly title={t('coupon:title')} className="coupons-page">
      {() => <Coupons />}
    </MemberOnly>
  )
}

function Coupons() {
  const { t } = useTranslation(['coupon', 'common'])
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab') as CouponTabName | null
  const tab: CouponTabName = asked && TABS.includes(asked) ? asked : 'delivery'
  const state = params.get('state') === 'invalid' ? 'invalid' : 'valid'
  const counts = useQuery({ ...couponCountQueries.counts(), staleTime: 0 })
  const list = useQuery(couponQueries.list(tab, state))

  function go(next: { tab?: CouponTabName; state?: 'valid' | 'invalid' }) {
    const q = new URLSearchParams()
    const nextTab = next.tab ?? tab
    const nextState = next.state ?? (next.tab ? 'valid' : state)
    if (nextTab !== 'delivery') q.set('tab', nextTab)
    if (nextState === 'invalid') q.set('state', 'invalid')
    setParams(q, { replace: true })
  }

  return (
    <>
      <div className="coupon-tabs scroll-hint" role="tablist" aria-label={t('coupon:title')}>
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === tab}
            className={k === tab ? 'coupon-tab active' : 'coupon-tab'}
            onClick={() => go({ tab: k })}
          >
            {t(`coupon:tab_${k}`)}
            {(counts.data?.[k] ?? 0) > 0 && <span className="coupon-tab-count">{counts.data?.[k]}</span>}
          </button>
        ))}
      </div>
      <div className="coupon-states">
        {/* a tab list holds tabs only: the coupon centre link sits beside it (axe aria-required-children) */}
        <div className="coupon-states-tabs" role="tablist">
          {(['valid', 'invalid'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === state}
              className={s === state ? 'chip active' : 'chip'}
              onClick={() => go({ state: s })}
            >
              {t(`coupon:${s}`)}
            </button>
          ))}
        </div>
        <Link className="coupon-centre-link" to={couponPaths.couponCentre()}>
          {t('coupon:get_coupons')}
        </Link>
      </div>
      <div className="page-body" role="tabpanel">
        {list.isPending ? (
          <SkeletonCards count={3} />
        ) : list.isError ? (
          <ErrorState page error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.records.length === 0 ? (
          <EmptyState
            title={t(state === 'valid' ? 'coupon:empty_valid' : 'coupon:empty_invalid')}
            action={
              state === 'valid' ? (
                <Link className="btn btn-primary" to={couponPaths.couponCentre()}>
                  {t('coupon:get_coupons')}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ul className="coupon-list">
            {list.data.records.map((c) => (
              <CouponCard key={c.id} coupon={c} action={<UseNow coupon={c} />} />
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

/** Where "use now" goes: the draw for a ticket, the coupon's shop, else the shop list. */
function UseNow({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupon')
  if (coupon.kind === 'rebateCard') return null
  const to =
    coupon.kind === 'doubleDraw'
      ? couponPaths.draw()
      : coupon.shopId
        ? paths.shopDetail(coupon.shopId)
        : paths.shopList()
  return (
    <Link className="btn btn-primary btn-small" to={to}>
      {t(coupon.kind === 'doubleDraw' ? 'draw_now' : 'use_now')}
    </Link>
  )
}
