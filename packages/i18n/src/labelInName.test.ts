/**
 * Label in name (WCAG 2.5.3; axe-core's label-content-name-mismatch): where a control shows one text and
 * is named by a longer one (an aria-label adding what the button is for), the name must hold the visible
 * text, in every language, or a voice-control user saying what they see cannot reach it. Each pair is
 * [name key, visible key] as the component uses them (DishCard, DeliveryHelp).
 */
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from './locales'
import { loadCatalogues } from './node'

const PAIRS = [
  ['shop', 'choose_options_for', 'choose_options'],
  ['order', 'call_courier', 'call'],
] as const

/** As axe-core compares: case and punctuation aside, spaces collapsed. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('names hold the visible text of their control', () => {
  const catalogues = loadCatalogues()
  for (const locale of LOCALE_CODES) {
    it(locale, () => {
      const problems: string[] = []
      for (const [ns, nameKey, visibleKey] of PAIRS) {
        const name = catalogues[locale][ns]?.[nameKey] ?? ''
        const visible = catalogues[locale][ns]?.[visibleKey] ?? ''
        if (!comparable(name).includes(comparable(visible)))
          problems.push(`${ns}:${nameKey} "${name}" does not hold ${ns}:${visibleKey} "${visible}"`)
      }
      expect(problems).toEqual([])
    })
  }
})
