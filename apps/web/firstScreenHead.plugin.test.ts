import { describe, expect, it } from 'vitest'
import { firstScreenHead } from './firstScreenHead.plugin'

const page = `<head><link rel="icon" href="/web/icons/icon.svg" type="image/svg+xml" />
<link rel="apple-touch-icon" href="/web/icons/apple-touch-icon.png" />
<link rel="manifest" href="/web/manifest.webmanifest"></head>`
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Siam</title></svg>\n'

describe('firstScreenHead', () => {
  it('puts the favicon inside the page and takes the manifest link out, keeping the rest', () => {
    const html = firstScreenHead(page, svg)
    expect(html).not.toContain('manifest')
    expect(html).toContain('rel="apple-touch-icon"')
    const href = /<link rel="icon" href="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(href.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim())
  })

  it('fails the build when the page no longer has what it changes', () => {
    expect(() => firstScreenHead(page.replace(/<link rel="manifest"[^>]*>/, ''), svg)).toThrow(
      'no manifest link',
    )
    expect(() => firstScreenHead(page.replace('icons/icon.svg', 'icons/other.svg'), svg)).toThrow(
      'no favicon',
    )
  })
})
