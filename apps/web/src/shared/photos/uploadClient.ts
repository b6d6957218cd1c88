/**
 * The image-upload helper (spec 7): a multipart POST to /siam-server/rest/member/uploadSingleImage
 * with the photo in field `file`, headers mlang and Authorization. XMLHttpRequest rather than fetch,
 * because only XHR reports upload progress. 60 s timeout (spec 9). Failures are UploadErrors with the
 * spec 8 request-level codes: timeout 5, abort 600003, upload failure 602001; a server refusal keeps
 * its own code and translated message. A 401 deletes the stored token, as every call does.
 */
import type { Envelope, UploadedImage } from '@siam/contracts'
import { UPLOAD_FIELD, UPLOAD_PATHS } from '@siam/contracts/upload-limits'
import { API_BASE, REQUEST_TIMEOUT_MS, statusMessage, TIMEOUT_ERROR_CODE } from '../api'
import { getLang, t } from '../i18n'
import { clearToken, getToken } from '../token'

/** Spec 8 request-level error codes. */
export const ABORT_ERROR_CODE = 600003
export const UPLOAD_FAILED_CODE = 602001

export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly errorKey?: string,
  ) {
    super(message)
    this.name = 'UploadError'
  }
}

export interface UploadOptions {
  /** Called with the share of the photo sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  timeoutMs?: number
}

export function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const fail = (error: UploadError) => {
      options.signal?.removeEventListener('abort', abort)
      reject(error)
    }
    const abort = () => xhr.abort()
    xhr.open('POST', API_BASE + UPLOAD_PATHS.single)
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS
    xhr.setRequestHeader('mlang', getLang())
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', token)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(1, e.loaded / e.total))
    }
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort)
      let body: Partial<Envelope<UploadedImage>> | null = null
      try {
        body = JSON.parse(xhr.responseText) as Partial<Envelope<UploadedImage>>
      } catch {
        body = null
      }
      if (body?.success === true && body.data) {
        options.onProgress?.(1)
        resolve(body.data)
        return
      }
      const code = typeof body?.code === 'number' ? body.code : xhr.status || UPLOAD_FAILED_CODE
      if (code === 401) clearToken()
      const message = body?.message || (xhr.status ? statusMessage(xhr.status) : t('photos:upload_failed'))
      reject(new UploadError(message, code, typeof body?.errorKey === 'string' ? body.errorKey : undefined))
    }
    xhr.onerror = () => fail(new UploadError(t('photos:upload_failed'), UPLOAD_FAILED_CODE))
    xhr.ontimeout = () => fail(new UploadError(t('common:timeout'), TIMEOUT_ERROR_CODE))
    xhr.onabort = () => fail(new UploadError(t('photos:upload_cancelled'), ABORT_ERROR_CODE))
    if (options.signal?.aborted) {
      reject(new UploadError(t('photos:upload_cancelled'), ABORT_ERROR_CODE))
      return
    }
    options.signal?.addEventListener('abort', abort)
    const form = new FormData()
    const name = file instanceof File && file.name ? file.name : 'photo'
    form.append(UPLOAD_FIELD, file, name)
    xhr.send(form)
  })
}
