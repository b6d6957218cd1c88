/**
 * Which addresses the in-app web view opens (issue 15): the platform's own pages (same origin) and
 * the listed partners (https, exact host, default port). Never an open redirect: script and data
 * schemes, protocol-relative and backslash tricks, credentials ("https://evil.com@ok") and look-alike
 * hosts are refused.
 */
export function allowedWebviewUrl(
  raw: string | null | undefined,
  ownOrigin: string,
  partnerHosts: readonly string[],
): string | null {
  const text = raw?.trim()
  if (!text) return null
  // Control characters and backslashes let "java\tscript:" or "/\evil.com" slip past a parser.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return null
  let url: URL
  try {
    url = new URL(text, ownOrigin)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.origin === ownOrigin) return url.href
  if (url.protocol !== 'https:' || url.port !== '') return null
  const partners = partnerHosts.map((h) => h.trim().toLowerCase())
  return partners.includes(url.hostname) ? url.href : null
}
