/**
 * `#/pages/menu/pay/pay?shopId=` (confirm order). Needs login; the cart stays on the device meanwhile.
 * Every amount comes from `member/order/preview`, re-asked (debounced) whenever the draft changes; the
 * preview's blockers drive the page. Placing sends the previewed total and an idempotency key that stays
 * the same for the same draft, so a double tap places one order.
 */
import type { Address } from '@siam/contracts'
import { normalisePhone, validateContactPhone, validateRemark } from '@siam/domain'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { addressListQuery } from '../../shared/addressList'
import { type CartLine, useCart } from '../../shared/cart/cart'
import { shopQueries } from '../../shared/queries/shopQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { IconClock } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { LoginNeeded, useLoginGate } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { AddressSection } from './AddressSection'
import { outOfRangeModal, restingModal, useBlockerModals } from './blockerModals'
import { ContactPhoneField } from './ContactPhoneField'
import { type CouponChoice, CouponSection, CouponSectionPending, useCouponForDraft } from './CouponSection'
import { HelperChoice, RemarkField } from './confirmFields'
import { missingForMinimum, OrderLinesSection, otherBlockersOf } from './OrderLinesSection'
import type { OrderDraft, Way } from './orderDraft'
import { PayBar } from './PayBar'
import { type HandedBack, useCheckoutChoices } from './useCheckoutChoices'
import { useOrderPreview } from './useOrderPreview'
import { usePlaceOrder } from './usePlaceOrder'
import { PickupCard, WayMore, WaySwitch } from './wayParts'
import './checkout.css'

export function Component() {
  const { t } = useTranslation(['order', 'common'])
  const [params] = useSearchParams()
  const shopId = params.get('shopId') ?? ''
  const session = useLoginGate()
  const cart = useCart(shopId)

  let body: ReactNode
  if (session.status === 'checking') body = <SkeletonCards count={3} />
  else if (session.status === 'out')
    body = (
      <LoginNeeded
        title={t('order:login_to_order')}
        description={t('order:cart_kept')}
        button={t('order:log_in')}
      />
    )
  else if (cart.lines.length === 0)
    body = (
      <EmptyState
        title={t('order:cart_empty')}
        action={
          shopId ? (
            <Link className="btn btn-primary" to={paths.menu(shopId)}>
              {t('order:back_to_menu')}
            </Link>
          ) : undefined
        }
      />
    )
  else
    return (
      <ConfirmOrder
        shopId={shopId}
        lines={cart.lines}
        clearCart={cart.clear}
        wantWay={params.get('mode')}
        wantDining={params.get('dining')}
        chosenAddressId={params.get('addressId')}
      />
    )

  return (
    <main className="page confirm-page">
      <PageHeader title={t('order:confirm_title')} />
      {body}
    </main>
  )
}

/**
 * `mode`, `dining` and `addressId` in the address come from the address pages (delivery method,
 * delivery address, a new address) and win over the choices remembered for this shop.
 */
function ConfirmOrder({
  shopId,
  lines,
  clearCart,
  ...handedBack
}: { shopId: string; lines: CartLine[]; clearCart: () => void } & HandedBack) {
  const { t } = useTranslation(['order', 'validation', 'errors', 'common', 'coupon'])
  const navigate = useNavigate()
  const location = useLocation()
  const here = location.pathname + location.search
  const choices = useCheckoutChoices(shopId, handedBack)
  const { dining, remark, phone, helper } = choices
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [couponChoice, setCouponChoice] = useState<CouponChoice>(undefined)
  const phoneRef = useRef<HTMLInputElement>(null)

  const shop = useQuery(shopQueries.detail(shopId))
  // A shop that offers only one way decides it.
  const way: Way =
    shop.data && !shop.data.supportsDelivery
      ? 'pickup'
      : shop.data && !shop.data.supportsPickup
        ? 'delivery'
        : choices.way

  const addresses = useQuery({ ...addressListQuery, enabled: way === 'delivery' })
  const list = addresses.data?.records ?? []
  const address: Address | null =
    list.find((a) => a.id === choices.addressId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null

  const baseDraft: OrderDraft = useMemo(
    () => ({
      shopId,
      shoppingWay: way,
      diningOption: dining,
      ...(way === 'delivery' && address ? { deliveryAddressId: address.id } : {}),
      items: lines.map((l) => ({ goodsId: l.goodsId, optionIds: l.optionIds, number: l.number })),
      remark: remark.trim(),
      contactPhone: normalisePhone(phone),
      deliveryHelper: helper,
    }),
    [shopId, way, dining, address, lines, remark, phone, helper],
  )
  const coupons = useCouponForDraft(baseDraft, couponChoice, !(way === 'delivery' && addresses.isPending))
  const draft: OrderDraft = useMemo(
    () => (coupons.couponId ? { ...baseDraft, couponId: coupons.couponId } : baseDraft),
    [baseDraft, coupons.couponId],
  )
  const { preview, quote, current, blockers } = useOrderPreview(
    draft,
    way === 'delivery' && addresses.isPending,
  )
  const placing = usePlaceOrder({
    shopId,
    draft,
    clearCart,
    refetchPreview: () => preview.refetch(),
    onPhoneError: setPhoneError,
  })

  /** The address pages choose (with the shop's range shown) and come back here with `addressId`. */
  function changeAddress() {
    if (list.length === 0) navigate(paths.addressInsert({ redirect: here }))
    else
      navigate(
        paths.addressDelivery({ redirect: here, shopId, ...(address ? { selected: address.id } : {}) }),
      )
  }
  useBlockerModals(quote, current, changeAddress)

  function submit() {
    if (placing.isBusy() || !quote) return
    if (blockers.includes('SHOP_RESTING')) return void restingModal(t)
    if (blockers.includes('ADDRESS_REQUIRED') || (way === 'delivery' && !address)) return changeAddress()
    if (blockers.includes('OUT_OF_RANGE')) return outOfRangeModal(t, changeAddress)
    const phoneKey = validateContactPhone(draft.contactPhone)
    if (phoneKey) {
      setPhoneError(t(`validation:${phoneKey}`))
      phoneRef.current?.focus()
      return
    }
    const remarkKey = validateRemark(draft.remark)
    if (remarkKey) return void toast.error(t(`validation:${remarkKey}`))
    if (blockers.length > 0 || !current) return
    void placing.place(quote.totalFen)
  }

  const payDisabled =
    placing.submitting ||
    !quote ||
    !current ||
    missingForMinimum(quote) > 0 ||
    otherBlockersOf(blockers).length > 0 ||
    preview.isError

  return (
    <main className="page confirm-page">
      <PageHeader title={t('order:confirm_title')} />
      {shop.isPending ? (
        // The way switch and the pickup card need the shop: until it answers, one placeholder for
        // the whole form, so nothing already shown is pushed down when they arrive (issue 16).
        <SkeletonCards count={3} />
      ) : (
        <div className="page-body confirm-body">
          {shop.data && <WaySwitch shop={shop.data} way={way} onWay={choices.setWay} />}
          {shop.data && (
            // The delivery method page (spec: address/choose/choose) comes back with `mode`, `dining`, `addressId`.
            <WayMore
              to={paths.addressChoose({ shopId, mode: way, dining, addressId: address?.id, redirect: here })}
              way={way}
              dining={dining}
            />
          )}
          <ShopNotices
            closingSoon={quote?.closingSoon ?? false}
            resting={blockers.includes('SHOP_RESTING')}
          />
          {way === 'delivery' ? (
            <AddressSection
              addresses={addresses}
              address={address}
              outOfRange={blockers.includes('OUT_OF_RANGE')}
              here={here}
              onChange={changeAddress}
            />
          ) : (
            shop.data && <PickupCard shop={shop.data} dining={dining} onDining={choices.setDining} />
          )}
          <ContactPhoneField
            phone={phone}
            error={phoneError}
            inputRef={phoneRef}
            onPhone={choices.setPhone}
            onError={setPhoneError}
          />
          {way === 'delivery' && <HelperChoice helper={helper} onHelper={choices.setHelper} />}
          <OrderLinesSection
            shopId={shopId}
            shopName={shop.data?.name}
            lines={lines}
            way={way}
            preview={{
              quote,
              error: preview.isError ? preview.error : null,
              retry: () => void preview.refetch(),
            }}
          />
          {coupons.loaded && (
            <CouponSection
              usable={coupons.usable}
              unusable={coupons.unusable}
              couponId={coupons.couponId}
              onChoose={setCouponChoice}
            />
          )}
          {coupons.pending && <CouponSectionPending />}
          <RemarkField remark={remark} onRemark={choices.setRemark} />
        </div>
      )}
      <PayBar
        quote={quote}
        disabled={payDisabled}
        busy={placing.submitting || (preview.isFetching && !current)}
        submitting={placing.submitting}
        onPay={submit}
      />
    </main>
  )
}

function ShopNotices({ closingSoon, resting }: { closingSoon: boolean; resting: boolean }) {
  const { t } = useTranslation('order')
  return (
    <>
      {closingSoon && !resting && (
        <p className="o-notice o-notice-warning" role="status">
          <IconClock size={18} /> {t('order:closing_soon_warning')}
        </p>
      )}
      {resting && (
        <p className="o-notice o-notice-danger" role="alert">
          {t('order:shop_resting')}
        </p>
      )}
    </>
  )
}
