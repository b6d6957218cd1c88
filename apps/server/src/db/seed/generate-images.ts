/**
 * Writes the demo-city pictures: one SVG per shop ('shop-<shopKey>.svg', a 4:3 storefront banner)
 * and one per dish ('dish-<shopKey>-<dishKey>.svg', a simple illustration chosen by the kind of dish).
 *
 * Deterministic (colours come from a hash of the key, no clock, no randomness), offline, no fonts to
 * download: the Chinese names are plain <text> with a CJK system font stack.
 *
 * Run from the repository root:  npx tsx apps/server/src/db/seed/generate-images.ts
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_SHOPS } from './demo-city'
import { hash } from './demo-helpers'
import type { DemoDish, DemoShop } from './demo-types'

export const ASSET_DIR = fileURLToPath(new URL('../../../assets/demo/', import.meta.url))
const MAX_BYTES = 3 * 1024
const FONT = 'PingFang SC, Noto Sans CJK SC, sans-serif'

// ---------------------------------------------------------------- helpers

const esc = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

/** Warm hues only: reds, oranges, ambers, golds, a touch of rose. */
const WARM_HUES = [4, 12, 20, 28, 36, 44, 350] as const

interface Palette {
  bg1: string
  bg2: string
  food: string
  accent: string
  dark: string
}

function palette(key: string): Palette {
  const h = hash(key)
  const hue = WARM_HUES[h % WARM_HUES.length] ?? 20
  const hue2 = WARM_HUES[(h >>> 8) % WARM_HUES.length] ?? 36
  return {
    bg1: hsl(hue, 85, 92),
    bg2: hsl(hue, 75, 80),
    food: hsl(hue2, 70, 52),
    accent: hsl(WARM_HUES[(h >>> 16) % WARM_HUES.length] ?? 28, 80, 62),
    dark: hsl(hue, 55, 20),
  }
}

/** Width of a label in em, counting CJK and full-width characters as 1 and the rest as about 0.56. */
function emWidth(text: string): number {
  let w = 0
  for (const ch of text) w += /[\u2E80-\uFFEF]/.test(ch) ? 1 : 0.56
  return w
}

const fontSize = (text: string, maxWidth: number, max: number): number =>
  Math.max(12, Math.min(max, Math.floor(maxWidth / Math.max(1, emWidth(text)))))

const label = (text: string, x: number, y: number, size: number, fill: string, weight = 700): string =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${esc(text)}</text>`

// ---------------------------------------------------------------- dish kinds

/** Matches words at the start of a key segment: 'tea' matches 'jasmine-milk-tea' but not 'steak-frites'. */
const seg = (words: string): RegExp => new RegExp(`(?:^|-)(?:${words})`)

export type DishKind =
  | 'cup'
  | 'pizza'
  | 'burger'
  | 'skewer'
  | 'dumpling'
  | 'fries'
  | 'cake'
  | 'bowl'
  | 'plate'

const KIND_RULES: [DishKind, RegExp][] = [
  ['pizza', seg('pizza|margherita|diavola|four-cheese')],
  ['burger', seg('burger|cheeseburger')],
  [
    'cup',
    seg(
      'tea|oolong|cafe|coffee|latte|americano|pour-over|juice|lassi|soda|cola|smoothie|lemonade|limeade|kvass|drink|sparkling|soy-milk|milkshake|chocolate|coconut|boba',
    ),
  ],
  ['skewer', seg('skewer|kofta|shawarma|galbi|samgyeopsal|ribs|picanha|churrasco|wings')],
  ['dumpling', seg('dumpling|xiaolongbao|bao|siu-mai|har-gow|gyoza|wonton|potsticker|samosa|mochi|falafel')],
  ['fries', seg('fries|rings|corn|popcorn|bucket|karaage')],
  [
    'cake',
    seg(
      'cake|cheesecake|tart|tiramisu|brulee|croissant|loaf|bun|naan|pastr|waffle|crepe|baklava|bites|pudding|double-skin|bread',
    ),
  ],
  [
    'bowl',
    seg(
      'butter-chicken|noodle|ramen|soup|congee|curry|bowl|poke|bibimbap|stew|pilaf|biryani|rice|jelly|tofu|hot-pot|buffet|risotto|carbonara|salad|yogurt|sago|paneer|rogan|hummus|beef|cucumber|pesto|zucchini|asparagus',
    ),
  ],
]

/** The kind of picture for a dish, decided from its key (falling back on the shop's cuisine). */
export function dishKind(dishKey: string, cuisine: string): DishKind {
  for (const [kind, re] of KIND_RULES) if (re.test(dishKey)) return kind
  if (cuisine === 'coffee' || cuisine === 'tea' || cuisine === 'juice') return 'cup'
  if (cuisine === 'bakery' || cuisine === 'dessert') return 'cake'
  return 'plate'
}

const COLOUR_RULES: [string, RegExp][] = [
  // Green first, so that a matcha latte is green rather than coffee-brown.
  [
    '#86b04a',
    seg('matcha|kale|jasmine|mint|pesto|palak|seaweed|edamame|beans|cucumber|zucchini|papaya|green'),
  ],
  [
    '#7a4a2a',
    seg('coffee|latte|americano|pour-over|chocolate|cola|kvass|brown-sugar|barley|oolong|grass-jelly'),
  ],
  [
    '#f0a532',
    seg('mango|orange|thai-milk|curry|pineapple|lemon|yuzu|corn|egg|butter|biryani|pilaf|rice|limeade'),
  ],
  [
    '#cf3f2c',
    seg(
      'berry|strawberry|watermelon|rose|acai|tom-yum|kimchi|spicy|boiled-fish|mapo|mala|diavola|dan-dan|kung-pao|mouthwatering|sour-spicy|red-bean',
    ),
  ],
  [
    '#f1e2c8',
    seg('milk|soy|lassi|yogurt|coconut|almond|cream|tofu|congee|tonkotsu|paitan|hummus|sago|pudding|cheese'),
  ],
]

function foodColour(dishKey: string, p: Palette): string {
  for (const [colour, re] of COLOUR_RULES) if (re.test(dishKey)) return colour
  return p.food
}

function shape(kind: DishKind, food: string, p: Palette, pearls: boolean): string {
  switch (kind) {
    case 'cup':
      return (
        `<path d="M96 74h108l-14 154h-80z" fill="#fffaf2" stroke="${p.dark}" stroke-width="4"/>` +
        `<path d="M101 104h98l-11 120h-76z" fill="${food}"/>` +
        `<rect x="104" y="142" width="92" height="30" fill="${p.accent}"/>` +
        `<ellipse cx="150" cy="74" rx="60" ry="10" fill="#fffaf2" stroke="${p.dark}" stroke-width="4"/>` +
        `<path d="M162 74l22-50" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>` +
        (pearls
          ? `<circle cx="128" cy="208" r="7" fill="${p.dark}" opacity=".7"/><circle cx="150" cy="212" r="7" fill="${p.dark}" opacity=".7"/><circle cx="172" cy="208" r="7" fill="${p.dark}" opacity=".7"/>`
          : '')
      )
    case 'pizza':
      return (
        `<circle cx="150" cy="140" r="98" fill="#e9b76a"/><circle cx="150" cy="140" r="84" fill="#d4452c"/>` +
        `<circle cx="150" cy="140" r="76" fill="#f6d77a"/>` +
        `<circle cx="118" cy="112" r="13" fill="${food}"/><circle cx="182" cy="118" r="13" fill="${food}"/><circle cx="150" cy="172" r="13" fill="${food}"/><circle cx="112" cy="162" r="11" fill="${food}"/>` +
        `<path d="M150 140L150 44M150 140L233 188M150 140L67 188" stroke="#c9984f" stroke-width="3"/>` +
        `<ellipse cx="176" cy="150" rx="9" ry="5" fill="#3f8a3a"/><ellipse cx="132" cy="136" rx="9" ry="5" fill="#3f8a3a"/>`
      )
    case 'burger':
      return (
        `<path d="M62 128q88-96 176 0z" fill="#e2a04c"/>` +
        `<ellipse cx="120" cy="100" rx="5" ry="3" fill="#fff4d6"/><ellipse cx="156" cy="90" rx="5" ry="3" fill="#fff4d6"/><ellipse cx="186" cy="106" rx="5" ry="3" fill="#fff4d6"/>` +
        `<path d="M56 132q16 12 32 0t32 0 32 0 32 0 32 0 32 0v10H56z" fill="#6dab3c"/>` +
        `<path d="M60 142h180l-20 16-20-16z" fill="#f7c531"/>` +
        `<rect x="58" y="146" width="184" height="30" rx="14" fill="#6b3a20"/>` +
        `<path d="M60 182h180v12q-90 26-180 0z" fill="#e2a04c"/>`
      )
    case 'skewer':
      return (
        `<ellipse cx="150" cy="170" rx="120" ry="44" fill="#fffaf2" stroke="${p.dark}" stroke-width="3"/>` +
        [0, 1, 2]
          .map((i) => {
            const y = 118 + i * 28
            return (
              `<path d="M48 ${y + 30}L252 ${y - 10}" stroke="#b58a57" stroke-width="5" stroke-linecap="round"/>` +
              [0, 1, 2, 3]
                .map(
                  (j) =>
                    `<rect x="${82 + j * 36}" y="${y + 8 - j * 7}" width="30" height="22" rx="7" fill="${j % 2 ? p.accent : food}"/>`,
                )
                .join('')
            )
          })
          .join('')
      )
    case 'dumpling':
      return (
        `<ellipse cx="150" cy="190" rx="118" ry="34" fill="#c8955a"/><rect x="32" y="150" width="236" height="40" fill="#d9a969"/>` +
        `<ellipse cx="150" cy="150" rx="118" ry="34" fill="#f3dcb2"/>` +
        [96, 150, 204]
          .map(
            (x) =>
              `<path d="M${x - 30} 158q30-62 60 0z" fill="#fff7ea" stroke="#e3c9a2" stroke-width="3"/>` +
              `<path d="M${x - 8} 112l8 14 8-14" fill="none" stroke="#e3c9a2" stroke-width="3"/>`,
          )
          .join('')
      )
    case 'fries':
      return (
        [0, 1, 2, 3, 4, 5, 6]
          .map(
            (i) =>
              `<rect x="${92 + i * 17}" y="${62 + ((i * 37) % 30)}" width="13" height="110" rx="4" fill="${i % 2 ? '#f6c945' : '#f0b530'}"/>`,
          )
          .join('') +
        `<path d="M78 120h144l-18 110h-108z" fill="${p.accent}"/><path d="M78 120h144l-4 18H82z" fill="${p.dark}" opacity=".3"/>` +
        `<circle cx="150" cy="178" r="20" fill="#fffaf2"/>`
      )
    case 'cake':
      return (
        `<ellipse cx="150" cy="200" rx="112" ry="26" fill="#fffaf2" stroke="${p.dark}" stroke-width="3"/>` +
        `<path d="M70 110h160v80H70z" fill="#f5d9a8"/><rect x="70" y="140" width="160" height="14" fill="${food}"/>` +
        `<path d="M66 110q14-18 28 0t28 0 28 0 28 0 28 0 28 0v-14H66z" fill="#fff6ea"/>` +
        `<circle cx="150" cy="84" r="16" fill="${p.accent}"/><path d="M150 68l6-10" stroke="#3f8a3a" stroke-width="4"/>`
      )
    case 'bowl':
      return (
        `<path d="M150 34c-10 14 10 20 0 34M118 42c-10 14 10 20 0 34M182 42c-10 14 10 20 0 34" stroke="#fff" stroke-width="5" fill="none" opacity=".8"/>` +
        `<path d="M40 120h220q-10 100-110 100T40 120z" fill="${p.accent}"/>` +
        `<ellipse cx="150" cy="120" rx="110" ry="28" fill="${p.dark}"/><ellipse cx="150" cy="122" rx="100" ry="22" fill="${food}"/>` +
        `<path d="M80 122q20-10 40 0t40 0 40 0" stroke="#fff3d6" stroke-width="5" fill="none" opacity=".7"/>` +
        `<circle cx="116" cy="116" r="12" fill="#fff"/><circle cx="116" cy="116" r="6" fill="#f6b62a"/>` +
        `<circle cx="176" cy="114" r="5" fill="#3f8a3a"/><circle cx="190" cy="124" r="5" fill="#3f8a3a"/><circle cx="164" cy="126" r="5" fill="#3f8a3a"/>` +
        `<rect x="64" y="166" width="172" height="10" rx="5" fill="#fff" opacity=".35"/>`
      )
    case 'plate':
      return (
        `<ellipse cx="150" cy="160" rx="124" ry="58" fill="#fffaf2" stroke="${p.dark}" stroke-width="3"/>` +
        `<ellipse cx="150" cy="160" rx="96" ry="42" fill="none" stroke="${p.bg2}" stroke-width="3"/>` +
        `<ellipse cx="150" cy="150" rx="72" ry="32" fill="${food}"/>` +
        `<ellipse cx="128" cy="140" rx="22" ry="10" fill="#fff" opacity=".35"/>` +
        `<circle cx="178" cy="138" r="6" fill="#3f8a3a"/><circle cx="190" cy="150" r="6" fill="#3f8a3a"/><circle cx="120" cy="162" r="6" fill="${p.accent}"/>`
      )
  }
}

// ---------------------------------------------------------------- documents

export function dishSvg(shop: DemoShop, dish: DemoDish): string {
  const p = palette(`${shop.key}/${dish.key}`)
  const kind = dishKind(dish.key, shop.cuisine)
  const name = dish.name['zh-Hans']
  const size = fontSize(name, 276, 30)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${esc(dish.name.en)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="300" height="300" fill="url(#g)"/>` +
    `<ellipse cx="150" cy="222" rx="122" ry="16" fill="#000" opacity=".1"/>` +
    shape(kind, foodColour(dish.key, p), p, /(?:^|-)(?:boba|milk-tea|jasmine)/.test(dish.key)) +
    `<rect y="246" width="300" height="54" fill="${p.dark}" opacity=".85"/>` +
    label(name, 150, 273 + size / 3, size, '#fff8ee') +
    `</svg>\n`
  )
}

export function shopSvg(shop: DemoShop): string {
  const p = palette(shop.key)
  const zh = shop.name['zh-Hans']
  const en = shop.name.en
  const zhSize = fontSize(zh, 300, 40)
  const enSize = fontSize(en, 300, 16)
  const stripes = Array.from({ length: 10 }, (_, i) => {
    const x = 20 + i * 36
    return `<path d="M${x} 52h36v44q-18 16-36 0z" fill="${i % 2 ? '#fffaf2' : p.food}"/>`
  }).join('')
  const windows = [50, 250]
    .map(
      (x) =>
        `<rect x="${x}" y="176" width="100" height="80" rx="4" fill="#ffe3a3" stroke="${p.dark}" stroke-width="4"/><path d="M${x + 50} 176v80M${x} 216h100" stroke="${p.dark}" stroke-width="3"/>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${esc(en)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#g)"/>` +
    `<rect x="20" y="40" width="360" height="236" fill="${p.accent}"/>` +
    `<rect x="14" y="30" width="372" height="24" rx="4" fill="${p.dark}"/>` +
    stripes +
    `<rect x="40" y="104" width="320" height="62" rx="8" fill="${p.dark}"/>` +
    label(zh, 200, 136 + zhSize / 3 - 6, zhSize, '#fff3d6', 800) +
    label(en, 200, 160, enSize, '#ffd9a0', 600) +
    windows +
    `<rect x="168" y="182" width="64" height="94" rx="4" fill="${p.dark}"/><circle cx="220" cy="232" r="4" fill="#ffd9a0"/>` +
    `<rect y="276" width="400" height="24" fill="#8a6a55"/>` +
    `</svg>\n`
  )
}

/** Every picture the demo data references, by file name. */
export function renderAll(shops: DemoShop[] = DEMO_SHOPS): Map<string, string> {
  const files = new Map<string, string>()
  for (const shop of shops) {
    files.set(shop.image, shopSvg(shop))
    for (const category of shop.categories)
      for (const dish of category.dishes) files.set(dish.image, dishSvg(shop, dish))
  }
  return files
}

function main(): void {
  mkdirSync(ASSET_DIR, { recursive: true })
  const files = renderAll()
  for (const [name, svg] of files) {
    const bytes = Buffer.byteLength(svg)
    if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`)
    writeFileSync(`${ASSET_DIR}${name}`, svg)
  }
  // Drop pictures of shops or dishes that no longer exist, so the folder matches the data exactly.
  let removed = 0
  for (const name of readdirSync(ASSET_DIR)) {
    if (/^(shop|dish)-.*\.svg$/.test(name) && !files.has(name)) {
      unlinkSync(`${ASSET_DIR}${name}`)
      removed++
    }
  }
  let total = 0
  for (const svg of files.values()) total += Buffer.byteLength(svg)
  console.log(
    `wrote ${files.size} SVG files (${(total / 1024).toFixed(1)} KiB) to ${ASSET_DIR}${removed ? `, removed ${removed} stale` : ''}`,
  )
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
