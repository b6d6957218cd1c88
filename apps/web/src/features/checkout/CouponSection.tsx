/**
 * The confirm order page's coupon row: how many of the member's coupons apply, the best one chosen by
 * default (largest discount, then the one ending soonest), a sheet to pick another or none, and the
 * rule that one coupon goes on an order (decision 0017). The preview prices the chosen one.
 */
import type { Coupon } from '@siam/contracts'
import { bestCoupon } from '@siam/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { yuanText } from '../../shared/money'
import { IconChevron } from '../../shared/ui/icons'
import { Sheet } from '../../shared/ui/Sheet'
import { useDebounced } from '../../shared/useDebounced'
import type { OrderDraft } from './orderDraft'
import { checkoutQueries } from './queries'

/** undefined = not chosen by the member (the best one applies); null = no coupon. */
export type CouponChoice = string | null | undefined

type Usable = { coupon: Coupon; discountFen: number }

/** The coupon the draft should carry: the member's choice while it still applies, else the best. */
export function useCouponForDraft(draft: OrderDraft, choice: CouponChoice, enabled: boolean) {
  const { couponId: _ignored, ...withoutCoupon } = draft
  const json = JSON.stringify(withoutCoupon)
  const settled = useDebounced(json, 400)
  const usable = useQuery({
    ...checkoutQueries.usableCoupons(settled),
    enabled: enabled && settled === json,
    placeholderData: (previous) => previous,
    staleTime: 0,
  })
  const list: Usable[] = usable.data?.usable ?? []
  const best = bestCoupon(
    list.map((u) => ({
      id: u.coupon.id,
      validUntil: new Date(u.coupon.validUntil),
      discountFen: u.discountFen,
    })),
  )
  const chosen =
    choice === null ? null : choice && list.some((u) => u.coupon.id === choice) ? choice : (best?.id ?? null)
  return {
    usable: list,
    unusable: usable.data?.unusable ?? [],
    couponId: chosen,
    loaded: usable.data !== undefined,
    /** still to come (not failed): the row keeps its place meanwhile (CouponSectionPending) */
    pending: usable.data === undefined && !usable.isError,
  }
}

/**
 * The coupon row's place while the member's usable coupons load: the same label and rule, a grey
 * block for the value, so the remark below does not move when the row arrives (issue 16).
 */
export function CouponSectionPending() {
  const { t } = useTranslation('coupon')
  return (
    <section className="section confirm-coupon" aria-busy="true" aria-label={t('coupon:coupon_row')}>
      <div className="confirm-coupon-row">
        <span className="confirm-coupon-label">{t('coupon:coupon_row')}</span>
        <span className="skeleton confirm-coupon-value confirm-coupon-placeholder" />
      </div>
      <p className="confirm-coupon-rule">{t('coupon:one_per_order')}</p>
    </section>
  )
}

export function CouponSection({
  usable,
  unusable,
  couponId,
  onChoose,
}: {
  usable: Usable[]
  unusable: { coupon: Coupon; reason: string }[]
  couponId: string | null
  onChoose: (choice: string | null) => void
}) {
  const { t } = useTranslation(['coupon', 'errors'])
  const [open, setOpen] = useState(false)
  const chosen = usable.find((u) => u.coupon.id === couponId)
  useEffect(() => {
    if (usable.length === 0) setOpen(false)
  }, [usable.length])
  return (
    <section className="section confirm-coupon" aria-label={t('coupon:coupon_row')}>
      <button
        type="button"
        className="confirm-coupon-row"
        data-testid="coupon-row"
        disabled={usable.length === 0}
        onClick={() => setOpen(true)}
      >
        <span className="confirm-coupon-label">{t('coupon:coupon_row')}</span>
        <span className="confirm-coupon-count">
          {usable.length > 0 ? t('coupon:coupons_apply', { count: usable.length }) : t('coupon:none_apply')}
        </span>
        <span className="confirm-coupon-value">
          {chosen ? `−${yuanText(chosen.discountFen)}` : usable.length > 0 ? t('coupon:no_coupon') : ''}
        </span>
        <IconChevron size={16} />
      </button>
      <p className="confirm-coupon-rule">{t('coupon:one_per_order')}</p>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('coupon:pick_title')}>
        <ul className="confirm-coupon-options">
          {usable.map((u) => (
            <li key={u.coupon.id}>
              <label className="confirm-coupon-option">
                <input
                  type="radio"
                  name="coupon"
                  checked={u.coupon.id === couponId}
                  onChange={() => {
                    onChoose(u.coupon.id)
                    setOpen(false)
                  }}
                />
                <span>{u.coupon.title}</span>
                <span className="confirm-coupon-value">−{yuanText(u.discountFen)}</span>
              </label>
            </li>
          ))}
          <li>
            <label className="confirm-coupon-option">
              <input
                type="radio"
                name="coupon"
                checked={couponId === null}
                onChange={() => {
                  onChoose(null)
                  setOpen(false)
                }}
              />
              <span>{t('coupon:no_coupon')}</span>
            </label>
          </li>
          {unusable.map((u) => (
            <li key={u.coupon.id} className="confirm-coupon-unusable">
              <span>{u.coupon.title}</span>
              <span>{t(`errors:${u.reason}`, { defaultValue: t('coupon:cannot_use') })}</span>
            </li>
          ))}
        </ul>
      </Sheet>
    </section>
  )
}
