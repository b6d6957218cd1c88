import { callKey } from '@siam/api-client'
/**
 * `#/pages/address/choose/choose?shopId=&redirect=&mode=&dining=&addressId=`: the delivery method (spec
 * 3's order mode): delivery (delivery info: the address it arrives at) or self-pickup (the self-pickup
 * store, available; dine in by default, or take away). The confirm page opens it with what is chosen
 * there (`mode`, `dining`, `addressId`); the choice goes back to `redirect` the same way.
 */
import { shopApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { useSession } from '../../shared/session'
import { IconChevron, IconPin } from '../../shared/ui/icons'
import { RadioButtons } from '../../shared/ui/orderParts'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { addressLine, defaultOf, useAddresses } from './addressApi'
import { currentAddressId, redirectOf, withParams } from './handoff'
import './address.css'

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
    queryKey: callKey(shopApi.detail, shopId, null),
    queryFn: () => call(shopApi.detail, { id: shopId }),
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
            <label className={chosen === 'delivery' ? 'ad-way-option ad-way-on' : 'ad-way-option'}>
              <input
                type="radio"
                name="way"
                value="delivery"
                checked={chosen === 'delivery'}
                disabled={!supports.delivery}
                onChange={() => setWay('delivery')}
              />
              <span>
                <span className="ad-way-title">{t('address:way_delivery')}</span>
                <span className="ad-way-tip">
                  {supports.delivery ? t('address:delivery_info_arrive') : t('address:way_unsupported')}
                </span>
              </span>
            </label>
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
            <label className={chosen === 'pickup' ? 'ad-way-option ad-way-on' : 'ad-way-option'}>
              <input
                type="radio"
                name="way"
                value="pickup"
                checked={chosen === 'pickup'}
                disabled={!supports.pickup}
                onChange={() => setWay('pickup')}
              />
              <span>
                <span className="ad-way-title">{t('address:pickup_store')}</span>
                <span className="ad-way-tip">
                  {supports.pickup ? t('address:pickup_available') : t('address:way_unsupported')}
                </span>
              </span>
            </label>
            {chosen === 'pickup' && (
              <div className="ad-item">
                {shop.data && (
                  <>
                    <span className="ad-item-line">{shop.data.name}</span>
                    <span className="ad-item-contact">{shop.data.address}</span>
                    {shop.data.addressZh && (
                      <span className="ad-item-zh" lang="zh-Hans">
                        {shop.data.addressZh}
                      </span>
                    )}
                  </>
                )}
                <RadioButtons
                  label={t('address:dining_option')}
                  options={['dine_in', 'take_away'] as const}
                  value={dining}
                  onChange={setDining}
                  className="ad-choice-inline"
                  optionClass="ad-chip"
                  activeClass="ad-chip-on"
                >
                  {(d) => t(`address:dining_${d}`)}
                </RadioButtons>
              </div>
            )}
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
