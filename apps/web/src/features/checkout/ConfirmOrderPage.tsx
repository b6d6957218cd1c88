import { callKey } from '@siam/api-client'
import { invalidate } from '../../shared/queries/invalidate'
/**
 * `#/pages/menu/pay/pay?shopId=` (confirm order). Needs login; the cart stays on the device meanwhile.
 * Every amount comes from `member/order/preview`, re-asked (debounced) whenever the draft changes; the
 * preview's blockers drive the page. Placing sends the previewed total and an idempotency key that stays
 * the same for the same draft, so a double tap places one order.
 */

import type { Address, OrderQuote, ShopDetail } from '@siam/contracts'
import { orderApi, shopApi } from '@siam/contracts/descriptors'
import { INPUT_MAX_LENGTH, validateContactPhone, validateRemark } from '@siam/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { addressListQuery } from '../../shared/addressList'
import { ApiError, call } from '../../shared/api'
import { type CartLine, useCart } from '../../shared/cart/cart'
import { createKeyKeeper } from '../../shared/idempotency'
import { useSession } from '../../shared/session'
import { EmptyState } from '../../shared/ui/EmptyState'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconChevron, IconClock, IconPin } from '../../shared/ui/icons'
import { showModal } from '../../shared/ui/modal'
import { AmountRow, OrderLineItem, RadioButtons } from '../../shared/ui/orderParts'
import { PageHeader } from '../../shared/ui/PageHeader'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards, SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { useDebounced } from '../../shared/useDebounced'
import {
  type DraftChoices,
  forgetChoices,
  lastContactPhone,
  loadChoices,
  normalisePhone,
  rememberContactPhone,
  saveChoices,
} from './draftStore'
import './checkout.css'
import { yuanText } from '../../shared/money'
import { LoginNeeded, useLoginGate } from '../../shared/ui/PageStates'

type Way = 'delivery' | 'pickup'
type Dining = 'dine_in' | 'take_away'
type Helper = 'self' | 'platform'

export const PREVIEW_DEBOUNCE_MS = 400
const yuan = yuanText

/** Blockers the page explains itself; any other key is listed with its message. */
const HANDLED = new Set(['SHOP_RESTING', 'BELOW_MINIMUM', 'OUT_OF_RANGE', 'ADDRESS_REQUIRED'])

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
  wantWay,
  wantDining,
  chosenAddressId,
}: {
  shopId: string
  lines: CartLine[]
  clearCart: () => void
  wantWay: string | null
  wantDining: string | null
  chosenAddressId: string | null
}) {
  const { t } = useTranslation(['order', 'validation', 'errors', 'common'])
  const navigate = useNavigate()
  const location = useLocation()
  const here = location.pathname + location.search
  const queryClient = useQueryClient()
  const session = useSession()
  const [saved] = useState<DraftChoices>(() => loadChoices(shopId))

  const [way, setWay] = useState<Way>(
    wantWay === 'pickup' || wantWay === 'delivery' ? wantWay : (saved.shoppingWay ?? 'delivery'),
  )
  const [dining, setDining] = useState<Dining>(
    wantDining === 'dine_in' || wantDining === 'take_away' ? wantDining : (saved.diningOption ?? 'dine_in'),
  )
  const [addressId] = useState<string | null>(chosenAddressId ?? saved.addressId ?? null)
  const [remark, setRemark] = useState(saved.remark ?? '')
  const [phone, setPhone] = useState(
    saved.contactPhone ?? (lastContactPhone() || session.member?.phone || ''),
  )
  const [helper, setHelper] = useState<Helper>(saved.deliveryHelper ?? 'platform')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const busy = useRef(false)
  const keyFor = useRef(createKeyKeeper()).current
  const phoneRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    saveChoices(shopId, {
      shoppingWay: way,
      diningOption: dining,
      addressId,
      remark,
      contactPhone: phone,
      deliveryHelper: helper,
    })
  }, [shopId, way, dining, addressId, remark, phone, helper])

  const shop = useQuery({
    queryKey: callKey(shopApi.detail, shopId, null),
    queryFn: () => call(shopApi.detail, { id: shopId }),
  })
  // A shop that offers only one way decides it.
  const effectiveWay: Way =
    shop.data && !shop.data.supportsDelivery
      ? 'pickup'
      : shop.data && !shop.data.supportsPickup
        ? 'delivery'
        : way

  const addresses = useQuery({
    ...addressListQuery,
    enabled: effectiveWay === 'delivery',
  })
  const list = addresses.data?.records ?? []
  const address: Address | null =
    list.find((a) => a.id === addressId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null

  const draft = useMemo(
    () => ({
      shopId,
      shoppingWay: effectiveWay,
      diningOption: dining,
      ...(effectiveWay === 'delivery' && address ? { deliveryAddressId: address.id } : {}),
      items: lines.map((l) => ({ goodsId: l.goodsId, optionIds: l.optionIds, number: l.number })),
      remark: remark.trim(),
      contactPhone: normalisePhone(phone),
      deliveryHelper: helper,
    }),
    [shopId, effectiveWay, dining, address, lines, remark, phone, helper],
  )
  const draftJson = JSON.stringify(draft)
  const debouncedJson = useDebounced(draftJson, PREVIEW_DEBOUNCE_MS)
  // What decides the price: the preview must be for these before the pay button trusts it.
  const priceKey = JSON.stringify([
    draft.shoppingWay,
    draft.diningOption,
    draft.deliveryAddressId ?? null,
    draft.items,
  ])
  const waitingForAddresses = effectiveWay === 'delivery' && addresses.isPending

  const preview = useQuery({
    queryKey: callKey(orderApi.preview, debouncedJson),
    queryFn: async () => {
      const input = JSON.parse(debouncedJson) as typeof draft
      const quote = await call(orderApi.preview, input, { silent: true })
      const key = JSON.stringify([
        input.shoppingWay,
        input.diningOption,
        input.deliveryAddressId ?? null,
        input.items,
      ])
      return { quote, key }
    },
    // Only once the draft has settled (and the default address is known): no preview for a stale draft.
    enabled: !waitingForAddresses && debouncedJson === draftJson,
    placeholderData: (previous) => previous,
    staleTime: 0,
    gcTime: 60_000,
  })
  const quote: OrderQuote | undefined = preview.data?.quote
  const current = preview.data !== undefined && preview.data.key === priceKey
  const blockers = quote?.blockers ?? []

  // Blockers that need the member's attention open their modal once each time they appear.
  const shown = useRef(new Set<string>())
  useEffect(() => {
    if (!quote || !current) return
    for (const key of [...shown.current]) if (!quote.blockers.includes(key)) shown.current.delete(key)
    if (quote.blockers.includes('SHOP_RESTING') && !shown.current.has('SHOP_RESTING')) {
      shown.current.add('SHOP_RESTING')
      void restingModal(t)
    } else if (quote.blockers.includes('OUT_OF_RANGE') && !shown.current.has('OUT_OF_RANGE')) {
      shown.current.add('OUT_OF_RANGE')
      outOfRangeModal(t, () => changeAddressRef.current())
    }
  }, [quote, current, t])

  /** The address pages choose (with the shop's range shown) and come back here with `addressId`. */
  function changeAddress() {
    if (list.length === 0) navigate(paths.addressInsert({ redirect: here }))
    else
      navigate(
        paths.addressDelivery({ redirect: here, shopId, ...(address ? { selected: address.id } : {}) }),
      )
  }
  /**
   * The delivery method page (spec: address/choose/choose) with what is chosen now; it comes back here
   * with `mode`, `dining` and `addressId`, which win over the remembered choices (see above).
   */
  const chooseWayPath = paths.addressChoose({
    shopId,
    mode: effectiveWay,
    dining,
    addressId: address?.id,
    redirect: here,
  })
  // The modal opened by the effect above calls the current version (address and list change).
  const changeAddressRef = useRef(changeAddress)
  changeAddressRef.current = changeAddress

  async function place(expectedTotalFen: number): Promise<void> {
    const body = { ...draft, expectedTotalFen }
    const idempotencyKey = keyFor(body)
    busy.current = true
    setSubmitting(true)
    try {
      const order = await call(orderApi.insert, { ...body, idempotencyKey }, { silent: true })
      if (draft.contactPhone) rememberContactPhone(draft.contactPhone)
      clearCart()
      forgetChoices(shopId)
      invalidate.orderLists(queryClient)
      navigate(paths.pay(order.id), { replace: true })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.errorKey === 'PRICE_CHANGED') {
        const fresh = await preview.refetch()
        const total = fresh.data?.quote.totalFen
        if (total === undefined || (fresh.data?.quote.blockers.length ?? 0) > 0) return
        busy.current = false
        setSubmitting(false)
        try {
          await showModal({
            title: t('order:price_changed_title'),
            content: t('order:price_changed', { amount: yuan(total) }),
            confirmText: t('order:place_new_total'),
          })
        } catch {
          return
        }
        await place(total)
        return
      }
      if (error.code !== 2 && error.code !== 401) toast.error(error.message)
      if (error.fieldErrors?.contactPhone) setPhoneError(error.fieldErrors.contactPhone)
      void preview.refetch()
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  function submit() {
    if (busy.current) return
    if (!quote) return
    if (blockers.includes('SHOP_RESTING')) {
      void restingModal(t)
      return
    }
    if (blockers.includes('ADDRESS_REQUIRED') || (effectiveWay === 'delivery' && !address)) {
      changeAddress()
      return
    }
    if (blockers.includes('OUT_OF_RANGE')) {
      outOfRangeModal(t, changeAddress)
      return
    }
    const phoneKey = validateContactPhone(draft.contactPhone)
    if (phoneKey) {
      setPhoneError(t(`validation:${phoneKey}`))
      phoneRef.current?.focus()
      return
    }
    const remarkKey = validateRemark(draft.remark)
    if (remarkKey) {
      toast.error(t(`validation:${remarkKey}`))
      return
    }
    if (blockers.length > 0 || !current) return
    void place(quote.totalFen)
  }

  const below = blockers.includes('BELOW_MINIMUM') && quote ? quote.missingForMinimumFen : 0
  let payLabel: string
  if (!quote) payLabel = t('order:pricing')
  else if (blockers.includes('SHOP_RESTING')) payLabel = t('order:shop_resting_short')
  else if (blockers.includes('ADDRESS_REQUIRED')) payLabel = t('order:add_address')
  else if (blockers.includes('OUT_OF_RANGE')) payLabel = t('order:out_of_range_short')
  else if (below > 0) payLabel = t('order:still_missing', { amount: yuan(below) })
  else payLabel = t('order:pay_amount', { amount: yuan(quote.totalFen) })
  const otherBlockers = blockers.filter((b) => !HANDLED.has(b))
  const payDisabled =
    submitting || !quote || !current || below > 0 || otherBlockers.length > 0 || preview.isError

  return (
    <main className="page confirm-page">
      <PageHeader title={t('order:confirm_title')} />
      <div className="page-body confirm-body">
        {shop.data && <WaySwitch shop={shop.data} way={effectiveWay} onWay={(w) => setWay(w)} />}
        {shop.data && (
          <Link className="way-more" to={chooseWayPath}>
            <span className="way-more-label">{t('order:way_choose')}</span>
            <span className="way-more-value">
              {effectiveWay === 'delivery'
                ? t('order:way_delivery')
                : `${t('order:way_pickup')} · ${t(`order:dining_${dining}`)}`}
            </span>
            <IconChevron size={18} className="icon-dir" />
          </Link>
        )}
        {quote?.closingSoon && !blockers.includes('SHOP_RESTING') && (
          <p className="o-notice o-notice-warning" role="status">
            <IconClock size={18} /> {t('order:closing_soon_warning')}
          </p>
        )}
        {blockers.includes('SHOP_RESTING') && (
          <p className="o-notice o-notice-danger" role="alert">
            {t('order:shop_resting')}
          </p>
        )}

        {effectiveWay === 'delivery' ? (
          <section className="section confirm-address" aria-label={t('order:delivery_address')}>
            {addresses.isPending ? (
              <SkeletonLines lines={2} />
            ) : addresses.isError ? (
              <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
            ) : address ? (
              <button
                type="button"
                className="address-card"
                onClick={changeAddress}
                aria-label={t('order:change_address')}
              >
                <IconPin size={20} />
                <span className="address-card-body">
                  <span className="address-card-line">
                    {address.city} {address.street} {address.door}
                  </span>
                  <span className="address-card-contact">
                    {address.contactName}
                    {address.gender !== 'secret' && ` ${t(`order:gender_${address.gender}`)}`}{' '}
                    <bdi>{address.phone}</bdi>
                    {address.label && (
                      <span className="pill pill-muted">{t(`order:label_${address.label}`)}</span>
                    )}
                  </span>
                </span>
                <IconChevron size={18} className="icon-dir" />
              </button>
            ) : (
              <Link className="address-card address-card-empty" to={paths.addressInsert({ redirect: here })}>
                <IconPin size={20} />
                <span className="address-card-body">
                  <span className="address-card-line">{t('order:add_address')}</span>
                  <span className="address-card-contact">{t('order:address_required_hint')}</span>
                </span>
                <IconChevron size={18} className="icon-dir" />
              </Link>
            )}
            {blockers.includes('OUT_OF_RANGE') && (
              <p className="field-error" role="alert">
                {t('order:out_of_range')}
              </p>
            )}
          </section>
        ) : (
          shop.data && <PickupCard shop={shop.data} dining={dining} onDining={setDining} />
        )}

        <section className="section">
          <div className="field">
            <label className="field-label" htmlFor="contact-phone">
              {t('order:contact_phone')}
            </label>
            <input
              id="contact-phone"
              ref={phoneRef}
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              value={phone}
              placeholder={t('order:contact_phone_placeholder')}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby="contact-phone-hint"
              onChange={(e) => {
                setPhone(e.target.value)
                setPhoneError(null)
              }}
              onBlur={() => {
                const key = phone.trim() ? validateContactPhone(normalisePhone(phone)) : null
                setPhoneError(key ? t(`validation:${key}`) : null)
              }}
            />
            {phoneError ? (
              <p className="field-error" id="contact-phone-hint" role="alert">
                {phoneError}
              </p>
            ) : (
              <p className="field-hint" id="contact-phone-hint">
                {t('order:contact_phone_hint')}
              </p>
            )}
          </div>
        </section>

        {effectiveWay === 'delivery' && (
          <section className="section">
            <fieldset className="choice-group">
              <legend className="field-label">{t('order:helper_title')}</legend>
              {(['self', 'platform'] as const).map((h) => (
                <label key={h} className={helper === h ? 'choice choice-on' : 'choice'}>
                  <input
                    type="radio"
                    name="helper"
                    value={h}
                    checked={helper === h}
                    onChange={() => setHelper(h)}
                  />
                  <span>
                    <span className="choice-title">{t(`order:helper_${h}`)}</span>
                    <span className="choice-hint">{t(`order:helper_${h}_hint`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          </section>
        )}

        <section className="section confirm-lines" aria-label={t('order:items')}>
          <div className="confirm-lines-head">
            <h2 className="section-title">{shop.data?.name ?? t('order:items')}</h2>
            <Link to={paths.menu(shopId)} className="link-button">
              {t('order:edit_items')}
            </Link>
          </div>
          <ul className="order-lines">
            {(quote?.lines ?? []).length > 0
              ? quote?.lines.map((l) => (
                  <OrderLineItem
                    key={`${l.goodsId}|${l.optionNames.join(',')}`}
                    image={l.image}
                    name={l.name}
                    nameZh={l.nameZh}
                    optionNames={l.optionNames}
                    quantity={l.quantity}
                    fen={l.goodsFen}
                  />
                ))
              : lines.map((l) => (
                  <OrderLineItem
                    key={l.key}
                    image={l.image}
                    name={l.name}
                    nameZh={l.nameZh}
                    quantity={l.number}
                  />
                ))}
          </ul>
          {preview.isError && !quote ? (
            <ErrorState
              error={preview.error}
              message={preview.error.message}
              onRetry={() => void preview.refetch()}
            />
          ) : quote ? (
            <Amounts quote={quote} way={effectiveWay} />
          ) : (
            <SkeletonLines lines={4} />
          )}
          {preview.isError && quote && (
            <p className="field-error" role="alert">
              {preview.error.message}
            </p>
          )}
          {below > 0 && (
            <p className="o-notice o-notice-warning" role="status">
              {t('order:below_minimum', { amount: yuan(below), minimum: yuan(quote?.minimumOrderFen ?? 0) })}
            </p>
          )}
          {otherBlockers.map((b) => (
            <p className="o-notice o-notice-danger" role="alert" key={b}>
              {t(`order:blocker_${b.toLowerCase()}`, { defaultValue: t('order:blocker_other') })}
            </p>
          ))}
        </section>

        <section className="section">
          <div className="field">
            <label className="field-label" htmlFor="remark">
              {t('order:remark')}
            </label>
            <textarea
              id="remark"
              className="input textarea"
              rows={3}
              maxLength={INPUT_MAX_LENGTH}
              value={remark}
              placeholder={t('order:remark_placeholder')}
              enterKeyHint="done"
              onChange={(e) => setRemark(e.target.value.slice(0, INPUT_MAX_LENGTH))}
            />
            <p className="field-hint counter" aria-live="polite">
              <bdi>
                {remark.length}/{INPUT_MAX_LENGTH}
              </bdi>
            </p>
          </div>
        </section>
      </div>

      <div className="bottom-bar pay-bar">
        <div className="pay-bar-total">
          {quote && (
            <>
              <span className="pay-bar-label">{t('order:total')}</span>
              <Price fen={quote.totalFen} className="price-big" />
              {quote.fullReductionFen + quote.couponFen > 0 && (
                <span className="pay-bar-saved">
                  {t('order:saved', { amount: yuan(quote.fullReductionFen + quote.couponFen) })}
                </span>
              )}
            </>
          )}
        </div>
        <button
          type="button"
          className="btn btn-primary pay-bar-button"
          disabled={payDisabled}
          aria-busy={submitting || (preview.isFetching && !current)}
          onClick={submit}
        >
          {submitting ? t('order:placing') : payLabel}
        </button>
      </div>
    </main>
  )
}

type T = (key: string, options?: Record<string, unknown>) => string

/** Spec 8: "shop is resting, cannot order now", confirm only, the backdrop cannot close it. */
function restingModal(t: T): Promise<void> {
  return showModal({ content: t('order:shop_resting'), showCancel: false, backdropClose: false }).then(
    () => undefined,
    () => undefined,
  )
}

function outOfRangeModal(t: T, change: () => void): void {
  showModal({
    content: t('order:out_of_range'),
    confirmText: t('order:change_address'),
    cancelText: t('common:cancel'),
  })
    .then(change)
    .catch(() => {})
}

function WaySwitch({ shop, way, onWay }: { shop: ShopDetail; way: Way; onWay: (w: Way) => void }) {
  const { t } = useTranslation('order')
  const supported = (w: Way) => (w === 'delivery' ? shop.supportsDelivery : shop.supportsPickup)
  return (
    <RadioButtons
      label={t('order:way')}
      options={['delivery', 'pickup'] as const}
      value={way}
      onChange={onWay}
      className="way-switch"
      optionClass="way-option"
      activeClass="active"
      isDisabled={(w) => !supported(w)}
    >
      {(w) => (
        <>
          <span className="way-title">{t(`order:way_${w}`)}</span>
          <span className="way-tip">
            {supported(w) ? t(`order:way_${w}_tip`) : t('order:way_unsupported')}
          </span>
        </>
      )}
    </RadioButtons>
  )
}

function PickupCard({
  shop,
  dining,
  onDining,
}: {
  shop: ShopDetail
  dining: Dining
  onDining: (d: Dining) => void
}) {
  const { t } = useTranslation('order')
  return (
    <section className="section pickup-card" aria-label={t('order:pickup_store')}>
      <h2 className="section-title">{t('order:pickup_store')}</h2>
      <p className="pickup-name">{shop.name}</p>
      <p className="pickup-line">
        <IconPin size={16} /> <span>{shop.address}</span>
      </p>
      {shop.addressZh && (
        <p className="pickup-line zh" lang="zh-Hans">
          {shop.addressZh}
        </p>
      )}
      <p className="pickup-line">
        <IconClock size={16} /> <bdi>{shop.hours.map((h) => `${h.open}–${h.close}`).join(', ')}</bdi>
      </p>
      <RadioButtons
        label={t('order:dining_option')}
        options={['dine_in', 'take_away'] as const}
        value={dining}
        onChange={onDining}
        className="dining-switch"
        optionClass="dining-option"
        activeClass="active"
      >
        {(d) => t(`order:dining_${d}`)}
      </RadioButtons>
    </section>
  )
}

function Amounts({ quote, way }: { quote: OrderQuote; way: Way }) {
  const { t } = useTranslation('order')
  const subsidised = quote.deliveryFeeBeforeSubsidyFen > quote.deliveryFeeFen
  return (
    <dl className="amounts">
      <AmountRow label={t('order:goods_total')} fen={quote.goodsFen} />
      <AmountRow label={t('order:packing_fee')} fen={quote.packingFen} />
      {way === 'delivery' && (
        <AmountRow
          label={
            <>
              {t('order:delivery_fee')}
              {quote.distanceMeters !== null && (
                <span className="amounts-note">
                  {' '}
                  <bdi>{(quote.distanceMeters / 1000).toFixed(1)} km</bdi>
                </span>
              )}
            </>
          }
          fen={quote.deliveryFeeFen}
          before={
            subsidised && (
              <span className="amounts-before">
                <span className="visually-hidden">{t('order:before_subsidy')}</span>
                <Price fen={quote.deliveryFeeBeforeSubsidyFen} strike />
              </span>
            )
          }
        />
      )}
      {quote.fullReductionFen > 0 && (
        <AmountRow label={t('order:full_reduction')} fen={quote.fullReductionFen} minus />
      )}
      {quote.couponFen > 0 && <AmountRow label={t('order:coupon')} fen={quote.couponFen} minus />}
      <AmountRow label={t('order:total')} fen={quote.totalFen} total />
    </dl>
  )
}
