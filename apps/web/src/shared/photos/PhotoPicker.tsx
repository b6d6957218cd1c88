/**
 * Photo picker (spec 7 upload helper; ui.md "pickers of up to 9 images with progress"): "take a photo"
 * (the camera, capture=environment) or "choose from the album", up to `max` photos. Each photo uploads
 * at once (member/uploadSingleImage) with its own progress bar; uploaded photos show as thumbnails with
 * a remove button, failed ones with the reason and a retry. `value` holds the uploaded photos' URLs in
 * order (what reviews and refund requests send); `onBusyChange` tells the form to wait while any upload
 * is running.
 */
import { type ChangeEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../image'
import { IconClose } from '../ui/icons'
import { IconAlbum, IconCamera } from './photoIcons'
import { MAX_MB, type Pending, usePhotoUploads } from './usePhotoUploads'
import './photos.css'

export interface PhotoPickerProps {
  /** URLs of the uploaded photos, in order (controlled). */
  value: string[]
  onChange: (urls: string[]) => void
  /** At most this many photos (default 9, the spec's picker count). */
  max?: number
  /** True while any photo is still uploading, false when none is. */
  onBusyChange?: (busy: boolean) => void
  /** Names the group for screen readers (e.g. "Photos"). */
  label?: string
  disabled?: boolean
}

export function PhotoPicker({
  value,
  onChange,
  max = 9,
  onBusyChange,
  label,
  disabled = false,
}: PhotoPickerProps) {
  const { t } = useTranslation('photos')
  const { pending, send, add, removeUploaded, removePending } = usePhotoUploads({
    value,
    onChange,
    max,
    onBusyChange,
  })
  const hintId = useId()

  function onInput(e: ChangeEvent<HTMLInputElement>) {
    add(e.currentTarget.files)
    // The same photo chosen again must fire a change again.
    e.currentTarget.value = ''
  }

  const count = value.length + pending.length
  const canAdd = !disabled && count < max

  return (
    <fieldset className="photo-picker" aria-describedby={hintId}>
      <legend className="visually-hidden">{label ?? t('photos:photos')}</legend>
      <ul className="photo-grid">
        {value.map((url, i) => (
          <li className="photo-cell" key={url}>
            <img src={imageUrl(url) ?? ''} alt={t('photos:photo_n', { n: i + 1 })} loading="lazy" />
            {!disabled && (
              <button
                type="button"
                className="photo-remove"
                aria-label={t('photos:remove', { n: i + 1 })}
                onClick={() => removeUploaded(i)}
              >
                <IconClose size={14} />
              </button>
            )}
          </li>
        ))}
        {pending.map((item, i) => (
          <PendingPhoto
            key={item.id}
            item={item}
            n={value.length + i + 1}
            onRetry={() => send(item)}
            onRemove={() => removePending(item)}
          />
        ))}
        {canAdd && <AddPhotoButtons onInput={onInput} />}
      </ul>
      <p className="photo-hint" id={hintId}>
        {t('photos:hint', { max, maxMb: MAX_MB })}{' '}
        <bdi>
          {count}/{max}
        </bdi>
      </p>
    </fieldset>
  )
}

/** A photo on its way: its progress while uploading, else why it failed (and a retry when it may). */
function PendingPhoto({
  item,
  n,
  onRetry,
  onRemove,
}: {
  item: Pending
  /** its place among all the photos, from 1 */
  n: number
  onRetry: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation('photos')
  const percent = Math.round(item.progress * 100)
  return (
    <li className={`photo-cell photo-${item.status}`}>
      {item.preview && <img src={item.preview} alt={t('photos:photo_n', { n })} />}
      {item.status === 'uploading' ? (
        <div className="photo-overlay">
          <div
            className="photo-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('photos:uploading', { n })}
          >
            <span style={{ inlineSize: `${percent}%` }} />
          </div>
          <bdi className="photo-percent">{percent}%</bdi>
        </div>
      ) : (
        <div className="photo-overlay photo-overlay-failed">
          <p className="photo-error" role="alert">
            {item.error}
          </p>
          {item.retryable && (
            <button type="button" className="btn btn-small photo-retry" onClick={onRetry}>
              {t('photos:retry')}
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className="photo-remove"
        aria-label={t('photos:remove', { n })}
        onClick={onRemove}
      >
        <IconClose size={14} />
      </button>
    </li>
  )
}

/** "Take a photo" (the camera) and "choose from the album" (several at once). */
function AddPhotoButtons({ onInput }: { onInput: (e: ChangeEvent<HTMLInputElement>) => void }) {
  const { t } = useTranslation('photos')
  return (
    <li className="photo-add">
      <label className="photo-add-button">
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          onChange={onInput}
          data-testid="photo-camera"
        />
        <IconCamera />
        <span>{t('photos:take_photo')}</span>
      </label>
      <label className="photo-add-button">
        <input
          type="file"
          accept="image/*"
          multiple
          className="visually-hidden"
          onChange={onInput}
          data-testid="photo-album"
        />
        <IconAlbum />
        <span>{t('photos:choose_album')}</span>
      </label>
    </li>
  )
}
