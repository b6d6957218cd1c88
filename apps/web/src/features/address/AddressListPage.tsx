/**
 * `#/pages/address/index/index`: the address book. `deliveryAddress/list` with pageNo -1 (spec 7), the
 * default first; the default becomes the current delivery address. Each address can be shown to the
 * courier, edited or made the default.
 */

import type { Address } from '@siam/contracts'
import { addressApi } from '@siam/contracts/descriptors'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { toast } from '../../shared/ui/toast'
import { useAddresses, useInvalidateAddresses } from './addressApi'
import { setCurrentAddressId } from './handoff'
import { AddressBookList, AddressPage, AddressSummary } from './parts'
import './address.css'

export function Component() {
  const { t } = useTranslation('address')
  return (
    <AddressPage title={t('title_index')}>
      <AddressBook />
    </AddressPage>
  )
}

function AddressBook() {
  const { t } = useTranslation('address')
  const query = useAddresses()
  const invalidate = useInvalidateAddresses()
  const [busy, setBusy] = useState<string | null>(null)

  async function makeDefault(a: Address) {
    setBusy(a.id)
    try {
      await call(addressApi.updateIsDefault, { id: a.id }, { silent: true })
      setCurrentAddressId(a.id)
      await invalidate()
      toast.show(t('default_set'))
    } catch (error) {
      if (error instanceof ApiError && error.code !== 2 && error.code !== 401) toast.error(error.message)
    } finally {
      setBusy(null)
    }
  }

  return (
    <AddressBookList query={query} addTo={paths.addressInsert({ redirect: paths.addressIndex() })}>
      {(list, showCourier) => (
        <ul className="ad-list" aria-label={t('title_index')}>
          {list.map((a) => (
            <li key={a.id} className="ad-item">
              <Link className="ad-item-main" to={paths.addressEdit(a.id, { redirect: paths.addressIndex() })}>
                {/* the name is what the row shows (axe: label-content-name-mismatch), after what the link does */}
                <span className="visually-hidden">{t('title_edit')} </span>
                <AddressSummary address={a} />
              </Link>
              <div className="ad-item-actions">
                <button type="button" className="link-button" onClick={() => showCourier(a)}>
                  {t('show_courier')}
                </button>
                {!a.isDefault && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy !== null}
                    aria-busy={busy === a.id}
                    onClick={() => void makeDefault(a)}
                  >
                    {t('set_default_action')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </AddressBookList>
  )
}
