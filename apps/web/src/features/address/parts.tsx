/**
 * Pieces the address pages share: the member-only gate, an address row, and the "show the courier"
 * card (the Chinese line large, the member's own text under it, the phone to call).
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from '../../shared/calls'
import { requireLogin, useSession } from '../../shared/session'
import { EmptyState } from '../../shared/ui/EmptyState'
import { IconPhone, IconPin } from '../../shared/ui/icons'
import { Sheet } from '../../shared/ui/Sheet'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { addressLine } from './addressApi'

/**
 * Member-only pages: while logged out, say what logging in is for and offer it once ("log in now?",
 * deferred a tick so the layout's close-on-navigation does not close it).
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('address')
  const session = useSession()
  const asked = useRef(false)
  useEffect(() => {
    if (session.status !== 'out' || asked.current) return
    asked.current = true
    const timer = setTimeout(() => requireLogin(), 0)
    return () => clearTimeout(timer)
  }, [session.status])
  if (session.status === 'checking')
    return (
      <div className="page-body">
        <SkeletonLines lines={6} />
      </div>
    )
  if (session.status === 'out')
    return (
      <EmptyState
        title={t('login_needed')}
        action={
          <button type="button" className="btn btn-primary" onClick={() => requireLogin()}>
            {t('log_in')}
          </button>
        }
      />
    )
  return <>{children}</>
}

/** Name (with Mr./Ms.), phone and label of an address. */
export function ContactLine({ address }: { address: Address }) {
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
