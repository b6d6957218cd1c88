/** The modals of the blockers that need the member's attention. */
import type { OrderQuote } from '@siam/contracts'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { showModal } from '../../shared/ui/modal'

type T = (key: string, options?: Record<string, unknown>) => string

/** Spec 8: "shop is resting, cannot order now", confirm only, the backdrop cannot close it. */
export function restingModal(t: T): Promise<void> {
  return showModal({ content: t('order:shop_resting'), showCancel: false, backdropClose: false }).then(
    () => undefined,
    () => undefined,
  )
}

export function outOfRangeModal(t: T, change: () => void): void {
  showModal({
    content: t('order:out_of_range'),
    confirmText: t('order:change_address'),
    cancelText: t('common:cancel'),
  })
    .then(change)
    .catch(() => {})
}

/**
 * Opens each blocker's modal once each time it appears in a current quote. `changeAddress` is read when
 * the member confirms, so the modal calls the version current then (the address and list change).
 */
export function useBlockerModals(
  quote: OrderQuote | undefined,
  current: boolean,
  changeAddress: () => void,
): void {
  const { t } = useTranslation(['order', 'common'])
  const changeAddressRef = useRef(changeAddress)
  changeAddressRef.current = changeAddress
  const shown = useRef(new Set<string>())
  useEffect(() => {
    if (!quote || !current) return
    for (const key of [...shown.current]) if (!quote.blockers.includes(key)) shown.current.delete(key)
    if (quote.blockers.includes('SHOP_RESTING') && !shown.current.has('SHOP_RESTING')) {
      shown.current.add('SHOP_RESTING')
      void restingModal(t)
    } else if (quote.blockers.includes('OUT_OF_RANGE') && !shown.current.has('OUT_OF_RANGE')) {
      shown.current.add('OUT_OF_RANGE')
      outOfRangeModal(t, () => changeAddressRef.current())
    }
  }, [quote, current, t])
}
