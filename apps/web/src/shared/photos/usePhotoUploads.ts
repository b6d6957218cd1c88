/**
 * The photos still on their way: each chosen photo uploads at once with its own progress, a failed one
 * keeps its reason (and a retry when the server refused it, not the picker), and every finished one
 * joins the controlled `value`. Leaving the page stops the uploads still running.
 */
import { UPLOAD_MAX_BYTES } from '@siam/contracts/upload-limits'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../ui/toast'
import { ABORT_ERROR_CODE, UploadError, uploadImage } from './uploadClient'

export interface Pending {
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

export const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024)
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

export function usePhotoUploads({
  value,
  onChange,
  max,
  onBusyChange,
}: {
  value: string[]
  onChange: (urls: string[]) => void
  max: number
  onBusyChange: ((busy: boolean) => void) | undefined
}) {
  const { t } = useTranslation('photos')
  const [pending, setPending] = useState<Pending[]>([])
  const valueRef = useRef(value)
  valueRef.current = value
  const pendingRef = useRef(pending)
  pendingRef.current = pending
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

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

  function removeUploaded(index: number) {
    valueRef.current = valueRef.current.filter((_, i) => i !== index)
    onChangeRef.current(valueRef.current)
  }

  function removePending(item: Pending) {
    release(item)
    setPending((list) => list.filter((p) => p.id !== item.id))
  }

  return { pending, send, add, removeUploaded, removePending }
}
