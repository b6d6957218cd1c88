import { photoOrigins } from '../config'

/**
 * The address of a member's photo when it is ours (issue 10.4): a path on this server
 * (`/siam-server/uploads/...`, `/siam-server/assets/...`), a bare asset key, or an https URL on a
 * configured photo origin (the bucket). Anything else (another site, `javascript:`, `data:`) is
 * null: the console shows it neither as a link nor as an image.
 */
export function ourPhotoUrl(src: string, origins: readonly string[] = photoOrigins()): string | null {
  if (src.includes('..') || src.includes('\\')) return null
  if (/^\/siam-server\/(uploads|assets)\/[\w./-]+$/.test(src)) return src
  if (/^[\w-][\w./-]*$/.test(src) && !src.includes(':')) return `/siam-server/assets/${src}`
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && origins.includes(url.origin) ? url.href : null
  } catch {
    return null
  }
}
