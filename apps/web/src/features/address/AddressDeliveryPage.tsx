/**
 * `#/pages/address/delivery/delivery?redirect=&shopId=&selected=`: which address to deliver to. With a
 * shop, each address says whether the shop delivers there; choosing one out of range asks the member
 * to change the address and retry. The choice goes back to `redirect` as `addressId` (and becomes
 * the current delivery address).
 */

import type { Address } from '@siam/contracts'
import { useQueries } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { showModal } from '../../shared/ui/modal'
import { defaultOf, useAddresses } from './addressApi'
import { currentAddressId, redirectOf, setCurrentAddressId, withParams } from './handoff'
import { AddressBookList, AddressPage, AddressSummary } from './parts'
import './address.css'
import { addressQueries } from './queries'

export function Component() {
  const { t } = useTranslation('address')
  return (
    <AddressPage title={t('title_delivery')}>
      <DeliveryChoice />
    </AddressPage>
  )
}

function DeliveryChoice() {
  const { t } = useTranslation(['address', 'common'])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const shopId = params.get('shopId') ?? ''
  const redirect = redirectOf(params, '')
  const query = useAddresses()
  const list = query.data?.records ?? []
  const selected = params.get('selected') ?? currentAddressId() ?? defaultOf(list)?.id ?? null

  const ranges = useQueries({
    queries: list.map((a) => ({
      ...addressQueries.deliveryFee(a.id, shopId),
      enabled: shopId !== '',
      staleTime: 30_000,
    })),
  })
  const inRange = (i: number): boolean | null => ranges[i]?.data?.inRange ?? null
  const noneInRange = shopId !== '' && list.length > 0 && ranges.every((r) => r.data && !r.data.inRange)

  function choose(a: Address, i: number) {
    if (inRange(i) === false) {
      showModal({ content: t('address:out_of_range_retry'), showCancel: false }).catch(() => {})
      return
    }
    setCurrentAddressId(a.id)
    if (redirect) navigate(withParams(redirect, { addressId: a.id, mode: 'delivery' }), { replace: true })
    else navigate(paths.addressIndex(), { replace: true })
  }

  return (
    <AddressBookList query={query} addTo={paths.addressInsert(redirect ? { redirect } : {})}>
      {(addresses, showCourier) => (
        <>
          {noneInRange && (
            <div className="ad-notice" role="note">
              {t('address:out_of_range_retry')}
            </div>
          )}
          <div role="radiogroup" aria-label={t('address:choose_hint')}>
            <ul className="ad-list">
              {addresses.map((a, i) => (
                <li key={a.id} className={a.id === selected ? 'ad-item ad-item-selected' : 'ad-item'}>
                  {/* biome-ignore lint/a11y/useSemanticElements: full-width address rows; radio semantics for screen readers */}
                  <button
                    type="button"
                    role="radio"
                    aria-checked={a.id === selected}
                    className="ad-item-main"
                    onClick={() => choose(a, i)}
                  >
                    <AddressSummary address={a} />
                  </button>
                  {inRange(i) === false && <span className="ad-warn">{t('address:out_of_range')}</span>}
                  <div className="ad-item-actions">
                    <button type="button" className="link-button" onClick={() => showCourier(a)}>
                      {t('address:show_courier')}
                    </button>
                    <Link
                      className="link-button"
                      to={paths.addressEdit(a.id, {
                        redirect: paths.addressDelivery({
                          ...(redirect ? { redirect } : {}),
                          ...(shopId ? { shopId } : {}),
                        }),
                      })}
                    >
                      {t('address:edit')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </AddressBookList>
  )
}
