/** Why the member asks: the reason (its row opens the page's reason sheet), a description, and up to 9 photos. */

import { useTranslation } from 'react-i18next'
import { reasonLabel } from '../../shared/orders/refundParts'
import { PhotoPicker } from '../../shared/photos/PhotoPicker'
import { IconChevron } from '../../shared/ui/icons'
import { type ApplyErrors, PHOTOS_MAX } from './applyForm'
import { NoteField } from './NoteField'

export interface ReasonDraft {
  reason: number | null
  description: string
  images: string[]
}

export function ApplyReason({
  draft,
  errors,
  onChange,
  onOpenReasons,
  onUploadingChange,
}: {
  draft: ReasonDraft
  errors: ApplyErrors
  onChange: (next: Partial<ReasonDraft>) => void
  onOpenReasons: () => void
  onUploadingChange: (uploading: boolean) => void
}) {
  const { t } = useTranslation(['aftersale'])
  const { reason } = draft
  return (
    <section className="section">
      <button type="button" className="refund-reason-row" aria-haspopup="dialog" onClick={onOpenReasons}>
        <span className="field-label">{t('aftersale:reason')}</span>
        <span className={reason === null ? 'refund-reason-value placeholder' : 'refund-reason-value'}>
          {reason === null ? t('aftersale:choose_reason') : reasonLabel(t, reason)}
        </span>
        <IconChevron size={16} className="icon-dir" />
      </button>
      {errors.reason && (
        <p className="field-error" role="alert">
          {t(errors.reason)}
        </p>
      )}

      <NoteField
        label={t('aftersale:description')}
        value={draft.description}
        onChange={(description) => onChange({ description })}
        placeholder={t('aftersale:description_placeholder')}
      />
      {errors.description && <p className="field-error">{t(errors.description)}</p>}

      <p className="field-label refund-field-label">{t('aftersale:photos')}</p>
      <PhotoPicker
        value={draft.images}
        onChange={(images) => onChange({ images })}
        max={PHOTOS_MAX}
        label={t('aftersale:photos')}
        onBusyChange={onUploadingChange}
      />
      <p className="field-hint">{t('aftersale:photos_hint')}</p>
    </section>
  )
}
