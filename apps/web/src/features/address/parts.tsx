/**
 * Pieces the address pages share: the member-only page frame, the address book's list states, an
 * address row, and the "show the courier" card (the Chinese line large, the member's own text under it,
 * the phone to call).
 */

import type { Address } from '@siam/contracts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../shared/ui/EmptyState'
import { IconPhone, IconPin, IconPlus } from '../../shared/ui/icons'
import { PageHeader } from '../../shared/ui/PageHeader'
import { MemberGate, QueryError } from '../../shared/ui/PageStates'
import { Sheet } from '../../shared/ui/Sheet'
import { SkeletonCards, SkeletonLines } from '../../shared/ui/Skeleton'
import { addressLine, type useAddresses } from './addressApi'

/**
 * A member-only address page: the header, then `children`; while logged out, what logging in is for
 * (and login is offered once).
 */
export function AddressPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('address')
  return (
    <main className="page ad-page">
      <PageHeader title={title} />
      <MemberGate
        title={t('login_needed')}
        button={t('log_in')}
        loading={
          <div className="page-body">
            <SkeletonLines lines={6} />
          </div>
        }
      >
        {children}
      </MemberGate>
    </main>
  )
}

/**
 * The address book on a page that lists it: a skeleton while it loads, the error, "no address yet";
 * else `children` (given the list and a way to open the courier card), the add button at the bottom
 * and the courier card.
 */
export function AddressBookList({
  query,
  addTo,
  children,
}: {
  query: ReturnType<typeof useAddresses>
  /** where the add button goes */
  addTo: string
  children: (list: Address[], showCourier: (address: Address) => void) => ReactNode
}) {
  const { t } = useTranslation('address')
  const [courier, setCourier] = useState<Address | null>(null)
  const add = (
    <Link className="btn btn-primary btn-block" to={addTo}>
      <IconPlus size={18} /> {t('add')}
    </Link>
  )

  if (query.isPending)
    return (
      <div className="page-body">
        <SkeletonCards count={3} />
      </div>
    )
  if (query.isError) return <QueryError page query={query} />
  const list = query.data.records
  if (list.length === 0)
    return <EmptyState title={t('empty_title')} description={t('empty_text')} action={add} />

  return (
    <>
      <div className="page-body">{children(list, setCourier)}</div>
      <div className="ad-bottom">{add}</div>
      <CourierSheet address={courier} onClose={() => setCourier(null)} />
    </>
  )
}

/** Name (with Mr./Ms.), phone and label of an address. */
function ContactLine({ address }: { address: Address }) {
  const { t } = useTranslation('address')
  return (
    <span className="ad-item-contact">
      <span>
        {address.contactName}
        {address.gender !== 'secret' && ` ${t(`gender_${address.gender}`)}`}
      </span>
      <bdi>{address.phone}</bdi>
      {address.isDefault && <span className="pill">{t('default_badge')}</span>}
      {address.label && <span className="pill pill-muted">{t(`label_${address.label}`)}</span>}
    </span>
  )
}

/** The body of an address row: the member's line, the courier's Chinese line, the contact. */
export function AddressSummary({ address }: { address: Address }) {
  return (
    <>
      <IconPin size={20} />
      <span className="ad-item-body">
        <span className="ad-item-line">{addressLine(address)}</span>
        {address.courierLine && (
          <span className="ad-item-zh" lang="zh-Hans">
            {address.courierLine}
          </span>
        )}
        <ContactLine address={address} />
      </span>
    </>
  )
}

/** The card a member turns towards the courier: Chinese first and large, then their own words. */
export function CourierSheet({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const { t } = useTranslation('address')
  return (
    <Sheet open={address !== null} onClose={onClose} title={t('courier_title')}>
      {address && (
        <div className="ad-courier">
          <p className="ad-courier-zh" lang="zh-Hans">
            {address.courierLine || addressLine(address)}
          </p>
          <p className="ad-courier-own">
            <span className="visually-hidden">{t('your_text')}: </span>
            {addressLine(address)}
          </p>
          <p className="ad-courier-contact">
            <span>
              {address.contactName}
              {address.gender !== 'secret' && ` ${t(`gender_${address.gender}`)}`}
            </span>
            <a href={`tel:${address.phone}`} aria-label={t('call', { phone: address.phone })}>
              <IconPhone size={20} /> <bdi>{address.phone}</bdi>
            </a>
          </p>
        </div>
      )}
    </Sheet>
  )
}
