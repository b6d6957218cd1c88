/**
 * Writes the demo mall's pictures: 'mall-<goodsKey>.svg' (square, one per goods item) and
 * 'mall-banner-<categoryKey>.svg' (a 2:1 banner per category). Text-free, deterministic (colours
 * and shapes come from a hash of the key), offline.
 *
 * Run from the repository root:  npx tsx apps/server/src/db/seed/generate-mall-images.ts
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hash } from './demo-helpers'
import { DEMO_MALL } from './demo-mall'
import { ASSET_DIR } from './generate-images'

const HUES = [200, 170, 140, 260, 320, 20, 40] as const

function colours(key: string) {
  const h = hash(key)
  const hue = HUES[h % HUES.length] ?? 200
  return {
    bg1: `hsl(${hue},70%,92%)`,
    bg2: `hsl(${hue},60%,78%)`,
    main: `hsl(${(hue + 180) % 360},55%,55%)`,
    dark: `hsl(${hue},40%,30%)`,
  }
}

/** A simple object per category: a bowl, a tea tin, a suitcase, a gift box. */
function shape(category: string, c: ReturnType<typeof colours>): string {
  switch (category) {
    case 'kitchen':
      return `<path d="M40 100 h120 a60 60 0 0 1 -120 0z" fill="${c.main}"/><rect x="60" y="86" width="80" height="8" rx="4" fill="${c.dark}"/>`
    case 'tea':
      return `<rect x="62" y="60" width="76" height="100" rx="10" fill="${c.main}"/><rect x="56" y="48" width="88" height="18" rx="6" fill="${c.dark}"/><circle cx="100" cy="110" r="18" fill="${c.bg1}"/>`
    case 'travel':
      return `<rect x="50" y="70" width="100" height="90" rx="14" fill="${c.main}"/><rect x="80" y="50" width="40" height="24" rx="8" fill="none" stroke="${c.dark}" stroke-width="8"/><rect x="50" y="108" width="100" height="8" fill="${c.dark}"/>`
    default:
      return `<rect x="50" y="80" width="100" height="80" rx="6" fill="${c.main}"/><rect x="94" y="80" width="12" height="80" fill="${c.dark}"/><path d="M100 80 c-30 -40 -50 -10 0 0 c30 -40 50 -10 0 0" fill="${c.dark}"/>`
  }
}

export function goodsSvg(category: string, key: string): string {
  const c = colours(key)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><ellipse cx="100" cy="172" rx="60" ry="8" fill="${c.dark}" opacity=".2"/>${shape(category, c)}</svg>\n`
}

export function bannerSvg(category: string): string {
  const c = colours(`banner-${category}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="800" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.bg2}"/><stop offset="1" stop-color="${c.bg1}"/></linearGradient></defs><rect width="400" height="200" fill="url(#g)"/><circle cx="330" cy="40" r="70" fill="${c.main}" opacity=".25"/><g transform="translate(200 0)">${shape(category, c)}</g></svg>\n`
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const category of DEMO_MALL) {
    writeFileSync(resolve(ASSET_DIR, `mall-banner-${category.key}.svg`), bannerSvg(category.key))
    for (const goods of category.goods) {
      writeFileSync(resolve(ASSET_DIR, `mall-${goods.key}.svg`), goodsSvg(category.key, goods.key))
    }
  }
}
