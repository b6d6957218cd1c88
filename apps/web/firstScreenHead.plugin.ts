/**
 * Two requests less before the first screen (issue 16, decision 0053). On a phone on Slow 4G over
 * HTTP/1.1 the page has six connections: the favicon took one of them beside the styles and catalogues,
 * ahead of the scripts, and the web app manifest (with the 192 px icon Chrome fetches for it, ~11 KB) was
 * fetched while the first screen loaded. The built page therefore:
 * - carries the favicon in itself (`public/icons/icon.svg` as a `data:` address, ~1 KB);
 * - links the manifest only once the first screen is drawn (main.tsx adds the same `<link>`), so the
 *   app installs as before.
 * Runs after vite-plugin-pwa, which writes the manifest's link.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const MANIFEST_LINK = /<link rel="manifest"[^>]*>/

/** The page's favicon link pointing at the SVG itself, and without the manifest's link. */
export function firstScreenHead(html: string, favicon: string): string {
  if (!MANIFEST_LINK.test(html)) throw new Error('first screen head: no manifest link to take out')
  const iconLink = /<link rel="icon" href="[^"]*icons\/icon\.svg"/
  if (!iconLink.test(html)) throw new Error('first screen head: no favicon link')
  return html
    .replace(MANIFEST_LINK, '')
    .replace(iconLink, `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(favicon.trim())}"`)
}

export function firstScreenHeadPlugin(): Plugin {
  return {
    name: 'siam-first-screen-head',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        firstScreenHead(html, readFileSync(join(import.meta.dirname, 'public/icons/icon.svg'), 'utf8')),
    },
  }
}
