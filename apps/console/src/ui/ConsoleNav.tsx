/**
 * The console's pages: the order board, the refund desk, (platform staff) the payment refunds the
 * provider has not completed, and the shops' delivery areas. The page lives in the address hash
 * (#/refunds), so a reload or a shared link opens the same page.
 */
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Staff } from '../api/console'

export type ConsoleView = 'orders' | 'refunds' | 'payment-refunds' | 'delivery-area'

const HASH: Record<ConsoleView, string> = {
  orders: '',
  refunds: '#/refunds',
  'payment-refunds': '#/payment-refunds',
  'delivery-area': '#/delivery-area',
}

/** The pages this staff member has: the payment refunds are the platform's. */
export function viewsFor(staff: Pick<Staff, 'role'>): ConsoleView[] {
  return staff.role === 'platform'
    ? ['orders', 'refunds', 'payment-refunds', 'delivery-area']
    : ['orders', 'refunds', 'delivery-area']
}

export function viewFromHash(hash: string, staff: Pick<Staff, 'role'>): ConsoleView {
  const views = viewsFor(staff)
  const found = views.find((v) => HASH[v] !== '' && HASH[v] === hash)
  return found ?? 'orders'
}

export function useConsoleView(role: Staff['role']): [ConsoleView, (view: ConsoleView) => void] {
  const [view, setView] = useState<ConsoleView>(() => viewFromHash(window.location.hash, { role }))
  useEffect(() => {
    const on = () => setView(viewFromHash(window.location.hash, { role }))
    window.addEventListener('hashchange', on)
    on()
    return () => window.removeEventListener('hashchange', on)
  }, [role])
  const go = useCallback((next: ConsoleView) => {
    const hash = HASH[next]
    if (hash) window.location.hash = hash
    else window.history.replaceState(null, '', window.location.pathname + window.location.search)
    setView(next)
  }, [])
  return [view, go]
}

const LABEL: Record<ConsoleView, string> = {
  orders: 'console:nav_orders',
  refunds: 'console:nav_refunds',
  'payment-refunds': 'console:nav_payment_refunds',
  'delivery-area': 'console:nav_delivery_area',
}

export function ConsoleNav({
  staff,
  view,
  onChange,
}: {
  staff: Pick<Staff, 'role'>
  view: ConsoleView
  onChange: (view: ConsoleView) => void
}) {
  const { t } = useTranslation()
  return (
    <nav className="console-nav" aria-label={t('console:nav_label')}>
      {viewsFor(staff).map((v) => (
        <a
          key={v}
          href={HASH[v] || '#'}
          className={v === view ? 'console-nav-link active' : 'console-nav-link'}
          aria-current={v === view ? 'page' : undefined}
          onClick={(e) => {
            e.preventDefault()
            onChange(v)
          }}
        >
          {v === 'refunds' && staff.role === 'platform' ? t('console:nav_platform_refunds') : t(LABEL[v])}
        </a>
      ))}
    </nav>
  )
}
