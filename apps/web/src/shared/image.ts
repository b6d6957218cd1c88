/**
 * Image paths from the server (spec 3): http(s) or data URLs are used as they are; other paths are
 * served by the server under /siam-server/assets/; an empty path gives null.
 */
const ASSETS_BASE = '/siam-server/assets/'

export function imageUrl(path: string | null | undefined): string | null {
  if (!path) return null
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path
  if (path.startsWith('/siam-server/')) return path
  return ASSETS_BASE + path.replace(/^\/+/, '')
}
