/**
 * `#/pages/address/choose/choose?shopId=&redirect=&mode=&dining=&addressId=`: the delivery method (spec
 * 3's order mode): delivery (delivery info: the address it arrives at) or self-pickup (the self-pickup
 * store, available; dine in by default, or take away). The confirm page opens it with what is chosen
 * there (`mode`, `dining`, `addressId`); the choice goes back to `redirect` the same way.
 */
import type { ShopDetail } from '@siam/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { useSession } from '../../shared/session'
import { IconChevron, IconPin } from '../../shared/ui/icons'
import { RadioButtons } from '../../shared/ui/orderParts'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { addressLine, defaultOf, useAddresses } from './addressApi'
import { currentAddressId, redirectOf, withParams } from './handoff'
import './address.css'
import { addressQueries } from './queries'

type Way = 'delivery' | 'pickup'
type Dining = 'dine_in' | 'take_away'

export function Component() {
  const { t } = useTranslation(['address', 'common'])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const shopId = params.get('shopId') ?? ''
  const back = redirectOf(params, shopId ? paths.confirmOrder(shopId) : paths.home())
  const session = useSession()
  const shop = useQuery({
    ...addressQueries.shop(shopId),
    enabled: shopId !== '',
  })
  const addresses = useAddresses(session.status === 'in')
  const list = addresses.data?.records ?? []
  // The address the opener shows, else the current delivery address, else the default.
  const current =
    list.find((a) => a.id === params.get('addressId')) ??
    list.find((a) => a.id === currentAddressId()) ??
    defaultOf(list)
  const loadingAddresses = session.status === 'in' && addresses.isPending

  const supports = {
    delivery: shop.data?.supportsDelivery ?? true,
    pickup: shop.data?.supportsPickup ?? true,
  }
  const [way, setWay] = useState<Way>(params.get('mode') === 'pickup' ? 'pickup' : 'delivery')
  const [dining, setDining] = useState<Dining>(params.get('dining') === 'take_away' ? 'take_away' : 'dine_in')
  const chosen: Way = !supports.delivery ? 'pickup' : !supports.pickup ? 'delivery' : way

  function next() {
    if (chosen === 'delivery' && loadingAddresses) return
    if (chosen === 'pickup') {
      navigate(withParams(back, { mode: 'pickup', dining }), { replace: true })
    } else if (current) {
      navigate(withParams(back, { mode: 'delivery', addressId: current.id }), { replace: true })
    } else {
      navigate(paths.addressInsert({ redirect: withParams(back, { mode: 'delivery' }) }), { replace: true })
    }
  }

  return (
    <main className="page ad-page">
      <PageHeader title={t('address:title_choose')} />
      <div className="page-body">
        {shop.isPending && shopId ? (
          <SkeletonLines lines={6} />
        ) : (
          <fieldset className="ad-way">
            <legend className="visually-hidden">{t('address:title_choose')}</legend>
            <WayOption
              way="delivery"
              chosen={chosen}
              supported={supports.delivery}
              title={t('address:way_delivery')}
              tip={t('address:delivery_info_arrive')}
              onChoose={setWay}
            />
            {chosen === 'delivery' && loadingAddresses && <SkeletonLines lines={1} />}
            {chosen === 'delivery' && session.status === 'in' && !loadingAddresses && (
              // The address pages send the choice straight back to the opener, as delivery (also when the
              // member adds a new address there, which answers with `addressId` only).
              <Link
                className="ad-item ad-item-main"
                to={paths.addressDelivery({
                  redirect: withParams(back, { mode: 'delivery' }),
                  ...(shopId ? { shopId } : {}),
                  ...(current ? { selected: current.id } : {}),
                })}
              >
                <IconPin size={20} />
                <span className="ad-item-body">
                  <span className="ad-item-line">{current ? addressLine(current) : t('address:add')}</span>
                  {current && <span className="ad-item-zh">{current.contactName}</span>}
                </span>
                <IconChevron size={18} className="icon-dir" />
              </Link>
            )}
            <WayOption
              way="pickup"
              chosen={chosen}
              supported={supports.pickup}
              title={t('address:pickup_store')}
              tip={t('address:pickup_available')}
              onChoose={setWay}
            />
            {chosen === 'pickup' && <PickupStore shop={shop.data} dining={dining} onDining={setDining} />}
          </fieldset>
        )}
      </div>
      <div className="ad-bottom">
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={chosen === 'delivery' && loadingAddresses}
          onClick={next}
        >
          {t('address:continue')}
        </button>
      </div>
    </main>
  )
}

/** One way to get the order; one the shop does not offer is shown disabled and says so. */
function WayOption({
  way,
  chosen,
  supported,
  title,
  tip,
  onChoose,
}: {
  way: Way
  chosen: Way
  supported: boolean
  title: string
  tip: string
  onChoose: (way: Way) => void
}) {
  const { t } = useTranslation('address')
  return (
    <label className={chosen === way ? 'ad-way-option ad-way-on' : 'ad-way-option'}>
      <input
        type="radio"
        name="way"
        value={way}
        checked={chosen === way}
        disabled={!supported}
        onChange={() => onChoose(way)}
      />
      <span>
        <span className="ad-way-title">{title}</span>
        <span className="ad-way-tip">{supported ? tip : t('address:way_unsupported')}</span>
      </span>
    </label>
  )
}

/** The store to pick up from, and whether the member eats there or takes it away. */
function PickupStore({
  shop,
  dining,
  onDining,
}: {
  shop: ShopDetail | undefined
  dining: Dining
  onDining: (dining: Dining) => void
}) {
  const { t } = useTranslation('address')
  return (
    <div className="ad-item">
      {shop && (
        <>
          <span className="ad-item-line">{shop.name}</span>
          <span className="ad-item-contact">{shop.address}</span>
          {shop.addressZh && (
            <span className="ad-item-zh" lang="zh-Hans">
              {shop.addressZh}
            </span>
          )}
        </>
      )}
      <RadioButtons
        label={t('address:dining_option')}
        options={['dine_in', 'take_away'] as const}
        value={dining}
        onChange={onDining}
        className="ad-choice-inline"
        optionClass="ad-chip"
        activeClass="ad-chip-on"
      >
        {(d) => t(`address:dining_${d}`)}
      </RadioButtons>
    </div>
  )
}
