import { t } from '../../shared/i18n'
import { showModal } from '../../shared/ui/modal'

/** Spec 8: "shop is resting, cannot order now", a confirm button only, the backdrop cannot close it. */
export function showRestingModal(): Promise<void> {
  return showModal({ content: t('shop:shop_resting'), showCancel: false, backdropClose: false }).then(
    () => undefined,
    () => undefined,
  )
}
