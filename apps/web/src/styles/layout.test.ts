/**
 * Layout rules happy-dom cannot measure, read from the style sheets themselves (the e2e journeys measure
 * the same screens in Chromium at 375 px, left to right and right to left).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const menuCss = read('../features/menu/menu.css')
const ordersCss = read('../shared/orders/orders.css')

/** The declarations of the first rule whose selector list is exactly `selector`. */
function rule(css: string, selector: string): Record<string, string> {
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const m of clean.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if ((m[1] ?? '').trim() !== selector) continue
    const out: Record<string, string> = {}
    for (const d of (m[2] ?? '').split(';')) {
      const i = d.indexOf(':')
      if (i > 0) out[d.slice(0, i).trim()] = d.slice(i + 1).trim()
    }
    return out
  }
  throw new Error(`no rule ${selector}`)
}

describe('menu at 375 px', () => {
  it('the dish list keeps room at its inline end (either direction) for the add button, badge and touch ring', () => {
    const list = rule(menuCss, '.menu-list')
    const [start, end = start] = (list['padding-inline'] ?? '').split(/\s+/)
    expect(start).toBe('var(--space-3)')
    expect(end).toBe('var(--space-4)')
    expect(Object.keys(list).some((p) => /(left|right)/.test(p))).toBe(false)
  })

  it('"Choose options" goes under the price at the end instead of running past the edge', () => {
    expect(rule(menuCss, '.dish-foot')['flex-wrap']).toBe('wrap')
    expect(rule(menuCss, '.dish-choose-wrap')['margin-inline-start']).toBe('auto')
  })
})

describe('order detail at 375 px', () => {
  it('the 20-digit order number stays on one line, in tabular digits, a size smaller', () => {
    const number = rule(ordersCss, '.order-no bdi')
    expect(number['white-space']).toBe('nowrap')
    expect(number['font-variant-numeric']).toBe('tabular-nums')
    expect(number['font-size']).toBe('var(--fs-12)')
    expect(number['overflow-wrap']).toBeUndefined()
    expect(rule(ordersCss, '.order-no')['flex-wrap']).toBeUndefined()
  })
})

describe('right to left by construction', () => {
  it('the menu and order style sheets use logical properties only', () => {
    for (const css of [menuCss, ordersCss]) {
      const physical = css.match(
        /(^|[\s;{])(margin|padding|border)-(left|right)\s*:|(^|[\s;{])(left|right)\s*:/gm,
      )
      expect(physical).toBeNull()
    }
  })
})
