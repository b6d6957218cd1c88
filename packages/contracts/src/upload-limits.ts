/**
 * Upload constants without zod, so the apps can import them at run time (the customer bundle never
 * carries zod). The schemas of the answers are in uploads.ts.
 */
export const UPLOAD_PATHS = {
  single: 'member/uploadSingleImage',
  multiple: 'member/uploadMultipleImage',
} as const

/** The multipart field every photo travels in (spec 7). */
export const UPLOAD_FIELD = 'file'
/** Largest photo accepted, before re-encoding. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** Photos per request to the multiple upload (the spec's image picker count). */
export const UPLOAD_MAX_FILES = 9
/**
 * Most pixels a photo may have (a 48-Mpx phone's default output is 12 Mpx; 40 leaves room): a small
 * file that decodes to more (a decompression bomb) is refused from its header, before decoding.
 */
export const UPLOAD_MAX_MEGAPIXELS = 40
/** Longest side of a stored photo, in pixels. */
export const UPLOAD_MAX_SIDE = 2048
/** What the pickers offer; the server decides by the bytes, not by this list or the file name. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif'

export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
