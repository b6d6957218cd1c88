import type { Address } from '@siam/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { ErrorState } from '../../shared/ui/ErrorState'
import { IconChevron, IconPin } from '../../shared/ui/icons'
import { SkeletonLines } from '../../shared/ui/Skeleton'

/** The delivery address card: the chosen address (tap to change), or a link to add the first one. */
export function AddressSection({
  addresses,
  address,
  outOfRange,
  here,
  onChange,
}: {
  addresses: UseQueryResult<unknown>
  address: Address | null
  outOfRange: boolean
  /** This page, where the address pages come back to. */
  here: string
  onChange: () => void
}) {
  const { t } = useTranslation('order')
  return (
    <section className="section confirm-address" aria-label={t('order:delivery_address')}>
      {addresses.isPending ? (
        <SkeletonLines lines={2} />
      ) : addresses.isError ? (
        <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : address ? (
        <AddressCard address={address} onChange={onChange} />
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
      {outOfRange && (
        <p className="field-error" role="alert">
          {t('order:out_of_range')}
        </p>
      )}
    </section>
  )
}

function AddressCard({ address, onChange }: { address: Address; onChange: () => void }) {
  const { t } = useTranslation('order')
  return (
    // Named by what it shows, then what it does: an aria-label would hide the visible address from the
    // name (WCAG 2.5.3 label in name, axe label-content-name-mismatch), so the action is hidden text.
    <button type="button" className="address-card" onClick={onChange}>
      <IconPin size={20} />
      <span className="address-card-body">
        <span className="address-card-line">
          {address.city} {address.street} {address.door}
        </span>
        <span className="address-card-contact">
          {address.contactName}
          {address.gender !== 'secret' && ` ${t(`order:gender_${address.gender}`)}`}{' '}
          <bdi>{address.phone}</bdi>
          {address.label && <span className="pill pill-muted">{t(`order:label_${address.label}`)}</span>}
        </span>
      </span>
      <span className="visually-hidden">{t('order:change_address')}</span>
      <IconChevron size={18} className="icon-dir" />
    </button>
  )
}
