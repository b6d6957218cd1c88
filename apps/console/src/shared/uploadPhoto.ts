/**
 * A photo from the console's editors (menu, shop) through the server's photo pipeline: a multipart
 * POST to `member/uploadSingleImage` (staff tokens are accepted; the photo is re-encoded and stored
 * as the staff member's upload, which the menu and shop calls then accept). Answers its URL.
 */
import type { Envelope, UploadedImage } from '@siam/contracts'
import { UPLOAD_FIELD, UPLOAD_PATHS } from '@siam/contracts/upload-limits'
import { ApiError, getToken } from './api/client'
import { currentLocale, i18n } from './i18n'

export async function uploadPhoto(file: Blob, filename = 'photo'): Promise<string> {
  const form = new FormData()
  form.append(UPLOAD_FIELD, file, filename)
  const token = getToken()
  let body: Partial<Envelope<UploadedImage>> | null = null
  let status = 0
  try {
    const response = await fetch(`/siam-server/rest/${UPLOAD_PATHS.single}`, {
      method: 'POST',
      headers: { mlang: currentLocale(), ...(token ? { authorization: token } : {}) },
      body: form,
    })
    status = response.status
    body = (await response.json()) as Partial<Envelope<UploadedImage>>
  } catch {
    body = null
  }
  if (body?.success && body.data) return body.data.url
  throw new ApiError(
    body?.code ?? (status || 500),
    body?.message ?? i18n.t('console:http_error', { status: status || 500 }),
    body?.errorKey,
  )
}
