/**
 * `#/pages/address/insert/insert?redirect=` (screen title "insert address"): a new delivery address.
 * Saved, it goes back to `redirect` with `addressId=<new id>` (the confirm page selects it), else to
 * the address book.
 */
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { AddressForm } from './AddressForm'
import { useInvalidateAddresses } from './addressApi'
import { EMPTY_FIELDS } from './formState'
import { redirectOf, setCurrentAddressId, withParams } from './handoff'
import { AddressPage } from './parts'
import './address.css'

export function Component() {
  const { t } = useTranslation('address')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const invalidate = useInvalidateAddresses()

  return (
    <AddressPage title={t('title_insert')}>
      <AddressForm
        mode="insert"
        draftKey="insert"
        initial={{ fields: EMPTY_FIELDS, pointSource: null, place: null }}
        onSaved={(address) => {
          void invalidate()
          if (address.isDefault) setCurrentAddressId(address.id)
          const back = redirectOf(params, '')
          navigate(back ? withParams(back, { addressId: address.id }) : paths.addressIndex(), {
            replace: true,
          })
        }}
      />
    </AddressPage>
  )
}
