/**
 * Photo picker (spec 7 upload helper; ui.md "pickers of up to 9 images with progress"): "take a photo"
 * (the camera, capture=environment) or "choose from the album", up to `max` photos. Each photo uploads
 * at once (member/uploadSingleImage) with its own progress bar; uploaded photos show as thumbnails with
 * a remove button, failed ones with the reason and a retry. `value` holds the uploaded photos' URLs in
 * order (what reviews and refund requests send); `onBusyChange` tells the form to wait while any upload
 * is running.
 */
import { UPLOAD_MAX_BYTES } from '@siam/contracts/upload-limits'
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../image'
import { IconClose } from '../ui/icons'
import { toast } from '../ui/toast'
import { IconAlbum, IconCamera } from './photoIcons'
import { ABORT_ERROR_CODE, UploadError, uploadImage } from './uploadClient'
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

interface Pending {
  id: number
  file: File
  preview: string | null
  progress: number
  status: 'uploading' | 'failed'
  error: string | null
  /** A photo refused before sending (too large, not an image) cannot be retried. */
  retryable: boolean
  controller: AbortController | null
}

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024)
let nextId = 1

function preview(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
  } catch {
    return null
  }
}
function release(item: Pending): void {
  item.controller?.abort()
  if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview)
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
  const [pending, setPending] = useState<Pending[]>([])
  const valueRef = useRef(value)
  valueRef.current = value
  const pendingRef = useRef(pending)
  pendingRef.current = pending
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const hintId = useId()

  const busy = pending.some((p) => p.status === 'uploading')
  const busyRef = useRef(false)
  useEffect(() => {
    if (busyRef.current === busy) return
    busyRef.current = busy
    onBusyChange?.(busy)
  }, [busy, onBusyChange])

  // Leaving the page stops the uploads still running and frees the previews.
  useEffect(() => () => pendingRef.current.forEach(release), [])

  const update = useCallback((id: number, patch: Partial<Pending>) => {
    setPending((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)))
  }, [])

  const send = useCallback(
    (item: Pending) => {
      const controller = new AbortController()
      update(item.id, { status: 'uploading', progress: 0, error: null, controller })
      uploadImage(item.file, {
        signal: controller.signal,
        onProgress: (fraction) => update(item.id, { progress: fraction }),
      }).then(
        (image) => {
          setPending((list) => list.filter((p) => p.id !== item.id))
          if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview)
          // Two uploads may finish before the parent renders again: build on the latest list.
          valueRef.current = [...valueRef.current, image.url]
          onChangeRef.current(valueRef.current)
        },
        (error: unknown) => {
          if (error instanceof UploadError && error.code === ABORT_ERROR_CODE) return
          const message = error instanceof Error && error.message ? error.message : t('photos:upload_failed')
          update(item.id, { status: 'failed', error: message, controller: null })
          toast.error(message)
        },
      )
    },
    [t, update],
  )

  function add(files: FileList | null) {
    const chosen = Array.from(files ?? [])
    const room = max - valueRef.current.length - pendingRef.current.length
    if (chosen.length > room) toast.error(t('photos:too_many', { max }))
    const items = chosen.slice(0, Math.max(0, room)).map((file): Pending => {
      const refusal =
        file.size > UPLOAD_MAX_BYTES
          ? t('photos:too_large', { maxMb: MAX_MB })
          : file.type && !file.type.startsWith('image/')
            ? t('photos:not_image')
            : null
      return {
        id: nextId++,
        file,
        preview: refusal ? null : preview(file),
        progress: 0,
        status: refusal ? 'failed' : 'uploading',
        error: refusal,
        retryable: refusal === null,
        controller: null,
      }
    })
    if (items.length === 0) return
    setPending((list) => [...list, ...items])
    for (const item of items) if (item.retryable) send(item)
    const firstRefusal = items.find((i) => !i.retryable)
    if (firstRefusal?.error) toast.error(firstRefusal.error)
  }

  function onInput(e: ChangeEvent<HTMLInputElement>) {
    add(e.currentTarget.files)
    // The same photo chosen again must fire a change again.
    e.currentTarget.value = ''
  }

  function removeUploaded(index: number) {
    valueRef.current = valueRef.current.filter((_, i) => i !== index)
    onChangeRef.current(valueRef.current)
  }

  function removePending(item: Pending) {
    release(item)
    setPending((list) => list.filter((p) => p.id !== item.id))
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
        {pending.map((item, i) => {
          const percent = Math.round(item.progress * 100)
          const n = value.length + i + 1
          return (
            <li className={`photo-cell photo-${item.status}`} key={item.id}>
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
                    <button type="button" className="btn btn-small photo-retry" onClick={() => send(item)}>
                      {t('photos:retry')}
                    </button>
                  )}
                </div>
              )}
              <button
                type="button"
                className="photo-remove"
                aria-label={t('photos:remove', { n })}
                onClick={() => removePending(item)}
              >
                <IconClose size={14} />
              </button>
            </li>
          )
        })}
        {canAdd && (
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
        )}
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
