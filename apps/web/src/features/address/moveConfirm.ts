/**
 * The 500 m question (product rules 10): the server refuses to move an address further than the
 * setting without a yes, and says how far in its message. OK moves it; cancel keeps the old place.
 */
import { t } from '../../shared/i18n'
import { showModal } from '../../shared/ui/modal'

export function askMoveConfirmation(message: string): Promise<boolean> {
  return showModal({
    title: t('address:move_title'),
    content: message,
    confirmText: t('address:move_confirm'),
    cancelText: t('common:cancel'),
    backdropClose: false,
  }).then(
    () => true,
    () => false,
  )
}
