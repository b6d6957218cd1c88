import { z } from 'zod'
import { Id } from './common'
import { UPLOAD_CONTENT_TYPES } from './upload-limits'

/**
 * Photo uploads (spec 7 "upload helper"; api-map `member/uploadSingleImage`, `member/uploadMultipleImage`).
 * These two are multipart POSTs (field `file`), not JSON calls, so they are not `defineCall`s and not in
 * ALL_CALLS (whose OpenAPI entries describe JSON bodies); their answers still come in the envelope.
 */
export * from './upload-limits'

export const UploadedImage = z.object({
  id: Id,
  /** Public address of the re-encoded photo: a server path (/siam-server/uploads/...) or an absolute URL. */
  url: z.string(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  bytes: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type UploadedImage = z.infer<typeof UploadedImage>

export const UploadedImages = z.object({ records: z.array(UploadedImage) })
export type UploadedImages = z.infer<typeof UploadedImages>
