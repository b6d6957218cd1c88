/**
 * `#/pages/address/edit/edit?id=&redirect=` (screen title "edit address"): change, move (the 500 m
 * question), show to the courier, or delete an address.
 */
import { addressApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { ApiError, call } from '../../shared/api'
import { IconTrash } from '../../shared/ui/icons'
import { showModal } from '../../shared/ui/modal'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import { AddressForm } from './AddressForm'
import { useInvalidateAddresses } from './addressApi'
import { currentAddressId, redirectOf, setCurrentAddressId } from './handoff'
import { AddressPage, CourierSheet } from './parts'
import './address.css'
import { addressQueries } from './queries'

export function Component() {
  const { t } = useTranslation('address')
  return (
    <AddressPage title={t('title_edit')}>
      <EditAddress />
    </AddressPage>
  )
}

function EditAddress() {
  const { t } = useTranslation(['address', 'common'])
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const invalidate = useInvalidateAddresses()
  const [showCourier, setShowCourier] = useState(false)
  const address = useQuery({
    ...addressQueries.byId(id),
    enabled: id !== '',
    staleTime: 0,
    gcTime: 0,
  })
  const back = () => navigate(redirectOf(params, paths.addressIndex()), { replace: true })

  async function remove() {
    try {
      await showModal({
        content: t('address:delete_confirm'),
        confirmText: t('address:delete'),
        cancelText: t('common:cancel'),
      })
    } catch {
      return
    }
    try {
      await call(addressApi.delete, { id }, { silent: true })
      if (currentAddressId() === id) setCurrentAddressId(null)
      await invalidate()
      toast.show(t('address:deleted'))
      back()
    } catch (error) {
      if (error instanceof ApiError && error.code !== 2 && error.code !== 401) toast.error(error.message)
    }
  }

  if (address.isPending)
    return (
      <div className="page-body">
        <SkeletonLines lines={8} />
      </div>
    )
  if (address.isError) return <QueryError page query={address} />

  const a = address.data
  return (
    <>
      <AddressForm
        mode="edit"
        draftKey={`edit.${a.id}`}
        addressId={a.id}
        initial={{
          fields: {
            contactName: a.contactName,
            gender: a.gender,
            phone: a.phone,
            city: a.city,
            street: a.street,
            door: a.door,
            label: a.label,
            isDefault: a.isDefault,
            lng: a.wgs84.lng,
            lat: a.wgs84.lat,
            coordSystem: 'wgs84',
          },
          pointSource: 'saved',
          place: { name: a.street, addressZh: a.courierLine },
        }}
        onSaved={(saved) => {
          void invalidate()
          if (saved.isDefault) setCurrentAddressId(saved.id)
          back()
        }}
      />
      <div className="page-body ad-edit-extra">
        <button type="button" className="btn btn-outline btn-block" onClick={() => setShowCourier(true)}>
          {t('address:show_courier')}
        </button>
        <button type="button" className="btn btn-outline btn-block ad-delete" onClick={() => void remove()}>
          <IconTrash size={18} /> {t('address:delete')}
        </button>
      </div>
      <CourierSheet address={showCourier ? a : null} onClose={() => setShowCourier(false)} />
    </>
  )
}
