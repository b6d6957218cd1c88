/**
 * Navigation for code outside React components (the 401 prompt, requireLogin). The router registers
 * its navigate function at start; before that (tests) the hash is set directly.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => unknown
let navigateFn: Navigate | null = null

export function registerNavigate(fn: Navigate | null): void {
  navigateFn = fn
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigateFn) {
    void navigateFn(to, opts)
    return
  }
  if (typeof window !== 'undefined') window.location.hash = `#${to}`
}

/** The current in-app location (path + query of the hash), e.g. '/pages/shop/detail/detail?id=1'. */
export function currentAppPath(): string {
  if (typeof window === 'undefined') return '/'
  const h = window.location.hash.replace(/^#/, '')
  return h === '' ? '/' : h
}
