/**
 * The demo city's food pictures as SVG drawings (generate-images.ts turns them into WebP): a dish on a
 * table seen from above at an angle, with gradients for the glaze, the broth and the light, and no
 * text (the app shows each name translated beside the picture). Deterministic: every choice (colours,
 * garnish, where the chopsticks lie) comes from a hash of the key, never from a clock or Math.random.
 */
import { hash } from './demo-helpers'

type DishKind =
  | 'drink'
  | 'pizza'
  | 'burger'
  | 'skewer'
  | 'dumpling'
  | 'fries'
  | 'cake'
  | 'bread'
  | 'noodles'
  | 'soup'
  | 'rice'
  | 'salad'
  | 'plate'

/** Matches words at the start of a key segment: 'tea' matches 'jasmine-milk-tea' but not 'steak-frites'. */
const seg = (words: string): RegExp => new RegExp(`(?:^|-)(?:${words})`)

const KIND_RULES: [DishKind, RegExp][] = [
  ['pizza', seg('pizza|margherita|diavola|four-cheese')],
  ['burger', seg('burger|cheeseburger')],
  [
    'drink',
    seg(
      'tea|oolong|cafe|coffee|latte|americano|pour-over|juice|lassi|soda|cola|smoothie|lemonade|limeade|kvass|drink|sparkling|soy-milk|milkshake|chocolate|coconut|boba',
    ),
  ],
  ['skewer', seg('skewer|kofta|shawarma|galbi|samgyeopsal|ribs|picanha|churrasco|kebab|chuan')],
  ['dumpling', seg('dumpling|xiaolongbao|bao|siu-mai|har-gow|gyoza|wonton|potsticker|samosa|mochi|falafel')],
  ['fries', seg('fries|rings')],
  ['cake', seg('cake|cheesecake|tart|tiramisu|brulee|waffle|crepe|baklava|pudding|double-skin|mousse')],
  ['bread', seg('croissant|loaf|bun|naan|pastr|bites|bread|baguette|bagel|scone|pancake')],
  [
    'noodles',
    seg('noodle|ramen|udon|soba|pad-thai|dan-dan|carbonara|spaghetti|pasta|pesto|lamian|chow-mein'),
  ],
  ['soup', seg('soup|tom-yum|hot-pot|stew|congee|borscht|broth|jelly|sago|yogurt|paitan|tonkotsu')],
  ['salad', seg('salad|poke|cucumber|kale|papaya|slaw|greens')],
  ['rice', seg('rice|biryani|pilaf|bibimbap|curry|risotto|bowl|don|paneer|rogan|butter-chicken')],
]

/** The kind of picture for a dish, from its key, falling back on the shop's cuisine. */
function dishKind(dishKey: string, cuisine: string): DishKind {
  for (const [kind, re] of KIND_RULES) if (re.test(dishKey)) return kind
  if (cuisine === 'coffee' || cuisine === 'tea' || cuisine === 'juice') return 'drink'
  if (cuisine === 'bakery') return 'bread'
  if (cuisine === 'dessert') return 'cake'
  if (cuisine === 'hotpot') return 'soup'
  if (cuisine === 'lanzhou') return 'noodles'
  if (cuisine === 'healthy' || cuisine === 'salad') return 'salad'
  return 'plate'
}

/** The main colour of the food, from words in the key ('matcha' is green, 'mapo' red). */
const COLOUR_RULES: [string, RegExp][] = [
  // fried chicken and the like: golden brown pieces on a plate
  ['#c4802f', seg('fried|crisp|bucket|popcorn|karaage|nuggets|tempura|wings|schnitzel|katsu')],
  [
    '#7fae45',
    seg('matcha|kale|jasmine|mint|pesto|palak|seaweed|edamame|beans|cucumber|zucchini|papaya|green'),
  ],
  [
    '#6f3f22',
    seg(
      'coffee|latte|americano|pour-over|chocolate|cola|kvass|brown-sugar|barley|oolong|grass-jelly|braised|soy',
    ),
  ],
  ['#eea02c', seg('mango|orange|thai-milk|curry|pineapple|lemon|yuzu|corn|egg|butter|biryani|pilaf|limeade')],
  [
    '#c8371f',
    seg(
      'berry|strawberry|watermelon|rose|acai|tom-yum|kimchi|spicy|boiled-fish|mapo|mala|diavola|dan-dan|kung-pao|mouthwatering|sour-spicy|red-bean|tomato',
    ),
  ],
  [
    '#f3e6cf',
    seg('milk|lassi|yogurt|coconut|almond|cream|tofu|congee|tonkotsu|paitan|hummus|sago|pudding|cheese'),
  ],
]

/** A small deterministic sequence from a key: each call gives the next number in [0, 1). */
function randomFrom(key: string): () => number {
  let state = hash(key) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return ((state >>> 0) % 10_000) / 10_000
  }
}

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

/** Shade a #rrggbb colour: amount < 0 darker, > 0 lighter. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)
  const r = mix((n >> 16) & 255)
  const g = mix((n >> 8) & 255)
  const b = mix(n & 255)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

const r1 = (n: number) => Math.round(n * 10) / 10

interface Look {
  rnd: () => number
  food: string
  /** the dish's ceramic: white, celadon, a dark glaze or blue-and-white */
  ware: string
  wareDark: string
  table: string
  tableDark: string
  id: string
}

const WARES = ['#fbfaf6', '#e6efe6', '#2f3a44', '#eef3fb', '#f4ece0'] as const
/** Table tops: walnut, light oak, slate, terracotta, linen. */
const TABLES = [
  ['#8a5a3b', '#5b3823'],
  ['#d8b48a', '#a97f55'],
  ['#5d6670', '#363c43'],
  ['#c46f4e', '#8c4631'],
  ['#e8dfcf', '#bfae92'],
] as const

function lookOf(key: string, dishKey: string, fallbackHue: number): Look {
  const rnd = randomFrom(key)
  const h = hash(key)
  const table = TABLES[h % TABLES.length] ?? TABLES[0]
  const ware = WARES[(h >>> 5) % WARES.length] ?? WARES[0]
  let food = hsl(fallbackHue, 62, 48)
  for (const [colour, re] of COLOUR_RULES)
    if (re.test(dishKey)) {
      food = colour
      break
    }
  return {
    rnd,
    food,
    ware,
    wareDark: shade(ware, -0.28),
    table: table[0],
    tableDark: table[1],
    id: `d${(h >>> 0).toString(36)}`,
  }
}

/** Shared defs: the table's light, a soft shadow, the ceramic's sheen. */
function defs(l: Look): string {
  return (
    `<defs>` +
    `<radialGradient id="${l.id}t" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="${shade(l.table, 0.18)}"/><stop offset="1" stop-color="${l.tableDark}"/></radialGradient>` +
    `<linearGradient id="${l.id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(l.ware, 0.08)}"/><stop offset="1" stop-color="${l.wareDark}"/></linearGradient>` +
    `<radialGradient id="${l.id}f" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="${shade(l.food, 0.35)}"/><stop offset=".6" stop-color="${l.food}"/><stop offset="1" stop-color="${shade(l.food, -0.35)}"/></radialGradient>` +
    `<filter id="${l.id}s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>` +
    `</defs>`
  )
}

const table = (l: Look, w: number, h: number) =>
  `<rect width="${w}" height="${h}" fill="url(#${l.id}t)"/>` +
  // the grain of the wood / the weave of the cloth: faint lines
  Array.from({ length: 7 }, (_, i) => {
    const y = r1(((i + 0.5) * h) / 7 + (l.rnd() - 0.5) * 20)
    return `<path d="M0 ${y}q${w / 2} ${r1((l.rnd() - 0.5) * 24)} ${w} 0" stroke="${l.tableDark}" stroke-width="2" fill="none" opacity=".18"/>`
  }).join('')

const shadow = (l: Look, cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".35" filter="url(#${l.id}s)"/>`

/** A round plate seen at an angle: rim, well, sheen. */
function plate(l: Look, cx: number, cy: number, rx: number, ry: number): string {
  return (
    shadow(l, cx + 6, cy + 14, rx, ry) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${l.id}w)"/>` +
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${r1(rx * 0.78)}" ry="${r1(ry * 0.74)}" fill="${shade(l.ware, -0.06)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(rx * 0.76)}" ry="${r1(ry * 0.72)}" fill="${l.ware}"/>` +
    `<path d="M${cx - rx * 0.8} ${cy - ry * 0.35}q${rx * 0.5} ${-ry * 0.55} ${rx * 1.1} ${-ry * 0.5}" stroke="#fff" stroke-width="5" fill="none" opacity=".45" stroke-linecap="round"/>`
  )
}

/** A deep bowl seen at an angle; `inner` is drawn inside the rim (clipped to it). */
function bowl(l: Look, cx: number, cy: number, rx: number, inner: string): string {
  const ry = rx * 0.38
  const depth = rx * 0.85
  return (
    shadow(l, cx + 8, cy + depth * 0.9, rx * 0.85, ry * 0.8) +
    `<path d="M${cx - rx} ${cy}q0 ${depth} ${rx} ${depth}t${rx} ${-depth}z" fill="url(#${l.id}w)"/>` +
    `<path d="M${cx - rx * 0.72} ${cy + depth * 0.3}q${rx * 0.2} ${depth * 0.45} ${rx * 0.55} ${depth * 0.55}" stroke="#fff" stroke-width="6" fill="none" opacity=".35" stroke-linecap="round"/>` +
    `<ellipse cx="${cx}" cy="${cy + depth * 0.97}" rx="${r1(rx * 0.36)}" ry="${r1(ry * 0.28)}" fill="${l.wareDark}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(ry)}" fill="${shade(l.ware, -0.12)}"/>` +
    `<clipPath id="${l.id}c"><ellipse cx="${cx}" cy="${cy + 2}" rx="${r1(rx * 0.93)}" ry="${r1(ry * 0.86)}"/></clipPath>` +
    `<g clip-path="url(#${l.id}c)">${inner}</g>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(ry)}" fill="none" stroke="${shade(l.ware, 0.1)}" stroke-width="4"/>`
  )
}

function chopsticks(l: Look, x: number, y: number, length: number): string {
  const angle = -18 - l.rnd() * 20
  return (
    `<g transform="translate(${x} ${y}) rotate(${r1(angle)})">` +
    `<rect x="0" y="0" width="${length}" height="7" rx="3.5" fill="#c9955c"/>` +
    `<rect x="8" y="14" width="${length}" height="7" rx="3.5" fill="#b98049"/>` +
    `<rect x="${length - 40}" y="0" width="40" height="7" rx="3.5" fill="#7a2e1f"/>` +
    `<rect x="${length - 32}" y="14" width="40" height="7" rx="3.5" fill="#7a2e1f"/>` +
    `</g>`
  )
}

const herbs = (l: Look, cx: number, cy: number, spread: number, n: number) =>
  Array.from({ length: n }, () => {
    const x = r1(cx + (l.rnd() - 0.5) * spread * 2)
    const y = r1(cy + (l.rnd() - 0.5) * spread * 0.7)
    return `<circle cx="${x}" cy="${y}" r="5" fill="none" stroke="#4f9a3a" stroke-width="3"/>`
  }).join('')

const sesame = (l: Look, cx: number, cy: number, spread: number, n: number) =>
  Array.from({ length: n }, () => {
    const x = r1(cx + (l.rnd() - 0.5) * spread * 2)
    const y = r1(cy + (l.rnd() - 0.5) * spread)
    return `<ellipse cx="${x}" cy="${y}" rx="2.6" ry="1.6" fill="#fff3d6" transform="rotate(${Math.round(l.rnd() * 180)} ${x} ${y})"/>`
  }).join('')

function egg(cx: number, cy: number, r: number): string {
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r1(r * 0.72)}" fill="#fffaf0"/>` +
    `<ellipse cx="${cx + 2}" cy="${cy + 1}" rx="${r1(r * 0.52)}" ry="${r1(r * 0.4)}" fill="#f0a21a"/>` +
    `<ellipse cx="${cx - r * 0.1}" cy="${cy - r * 0.1}" rx="${r1(r * 0.2)}" ry="${r1(r * 0.12)}" fill="#ffd57a"/>`
  )
}

/** Pieces of meat or vegetables: rounded blobs with a glaze highlight. */
function pieces(l: Look, cx: number, cy: number, spread: number, n: number, colour: string): string {
  return Array.from({ length: n }, () => {
    const x = r1(cx + (l.rnd() - 0.5) * spread * 2)
    const y = r1(cy + (l.rnd() - 0.5) * spread * 0.8)
    const w = r1(14 + l.rnd() * 14)
    const h = r1(w * (0.6 + l.rnd() * 0.3))
    const rot = Math.round(l.rnd() * 180)
    return (
      `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${r1(h / 2.4)}" fill="${colour}"/>` +
      `<rect x="${x - w / 3}" y="${y - h / 3}" width="${r1(w / 2)}" height="${r1(h / 4)}" rx="2" fill="#fff" opacity=".35"/></g>`
    )
  }).join('')
}

// ---------------------------------------------------------------- the dishes, on a 400 x 400 table

function noodles(l: Look): string {
  const strands = Array.from({ length: 9 }, (_, i) => {
    const y = 160 + i * 9 + (l.rnd() - 0.5) * 6
    return `<path d="M60 ${r1(y)}q35 -18 70 0t70 0 70 0 70 0" stroke="#f7d98b" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M60 ${r1(y)}q35 -18 70 0t70 0 70 0 70 0" stroke="#d9b25a" stroke-width="1.5" fill="none" opacity=".6"/>`
  }).join('')
  const broth = `<rect x="40" y="130" width="320" height="120" fill="url(#${l.id}f)"/>`
  const top =
    egg(150, 168, 24) +
    pieces(l, 250, 172, 26, 3, '#c77b5a') +
    `<rect x="196" y="138" width="26" height="46" rx="3" fill="#20352a" transform="rotate(-12 209 161)"/>` +
    herbs(l, 200, 190, 90, 9)
  return bowl(l, 200, 170, 150, broth + strands + top) + chopsticks(l, 120, 110, 230)
}

function soup(l: Look): string {
  const oil = Array.from({ length: 10 }, () => {
    const x = r1(80 + l.rnd() * 240)
    const y = r1(150 + l.rnd() * 50)
    return `<ellipse cx="${x}" cy="${y}" rx="${r1(4 + l.rnd() * 8)}" ry="${r1(2 + l.rnd() * 3)}" fill="#fff" opacity=".35"/>`
  }).join('')
  const broth = `<rect x="40" y="120" width="320" height="140" fill="url(#${l.id}f)"/>`
  const steam = [150, 200, 250]
    .map(
      (x) =>
        `<path d="M${x} 110c-14 -20 14 -30 0 -52s14 -30 0 -46" stroke="#fff" stroke-width="6" fill="none" opacity=".35" stroke-linecap="round"/>`,
    )
    .join('')
  return (
    bowl(
      l,
      200,
      175,
      150,
      broth + oil + pieces(l, 200, 178, 80, 5, shade(l.food, 0.45)) + herbs(l, 200, 175, 100, 10),
    ) + steam
  )
}

function rice(l: Look): string {
  const grains = Array.from({ length: 70 }, () => {
    const x = r1(70 + l.rnd() * 140)
    const y = r1(140 + l.rnd() * 70)
    return `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.6" fill="#ffffff" stroke="#e4ded0" stroke-width="1" transform="rotate(${Math.round(l.rnd() * 180)} ${x} ${y})"/>`
  }).join('')
  const mound = `<rect x="40" y="120" width="320" height="140" fill="#f4f0e6"/>${grains}`
  const sauce = `<path d="M200 120q40 60 10 140h160v-140z" fill="url(#${l.id}f)"/>`
  return bowl(
    l,
    200,
    170,
    150,
    mound + sauce + pieces(l, 270, 175, 40, 5, shade(l.food, -0.2)) + herbs(l, 220, 165, 60, 6),
  )
}

function salad(l: Look): string {
  const leaves = Array.from({ length: 16 }, () => {
    const x = r1(70 + l.rnd() * 260)
    const y = r1(140 + l.rnd() * 70)
    const c = ['#5f9e3a', '#7fbf4a', '#3f7f2f', '#a9cf5a'][Math.floor(l.rnd() * 4)]
    return `<path d="M${x} ${y}q18 -22 36 0q-18 22 -36 0z" fill="${c}" transform="rotate(${Math.round(l.rnd() * 180)} ${x} ${y})"/>`
  }).join('')
  const tomatoes = Array.from({ length: 4 }, () => {
    const x = r1(100 + l.rnd() * 200)
    const y = r1(150 + l.rnd() * 50)
    return `<circle cx="${x}" cy="${y}" r="11" fill="#d8402a"/><circle cx="${x - 3}" cy="${y - 4}" r="3" fill="#fff" opacity=".5"/>`
  }).join('')
  return bowl(
    l,
    200,
    170,
    150,
    `<rect x="40" y="120" width="320" height="140" fill="#4f8a30"/>${leaves}${tomatoes}${pieces(l, 200, 175, 70, 4, l.food)}`,
  )
}

function platedMain(l: Look): string {
  const sauce = `<ellipse cx="200" cy="215" rx="105" ry="42" fill="url(#${l.id}f)"/>`
  const main = pieces(l, 200, 205, 70, 9, shade(l.food, -0.15))
  const greens = Array.from({ length: 6 }, (_, i) => {
    const x = 110 + i * 14
    return `<path d="M${x} 250q10 -26 22 -4" stroke="#4f9a3a" stroke-width="7" fill="none" stroke-linecap="round"/>`
  }).join('')
  return plate(l, 200, 215, 170, 92) + sauce + main + greens + sesame(l, 200, 205, 60, 14)
}

function dumplings(l: Look): string {
  const basket =
    shadow(l, 208, 244, 160, 80) +
    `<ellipse cx="200" cy="235" rx="165" ry="85" fill="#b98a4f"/>` +
    `<ellipse cx="200" cy="222" rx="165" ry="85" fill="#d9ad6c"/>` +
    `<ellipse cx="200" cy="222" rx="148" ry="72" fill="#e9cf9c"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="200" cy="222" rx="${148 - i * 30}" ry="${72 - i * 15}" fill="none" stroke="#c99a5a" stroke-width="2" opacity=".6"/>`,
      )
      .join('')
  const one = (x: number, y: number) =>
    `<ellipse cx="${x + 3}" cy="${y + 22}" rx="42" ry="14" fill="#000" opacity=".15"/>` +
    `<path d="M${x - 42} ${y + 16}q0 -54 42 -54t42 54q-42 16 -84 0z" fill="#fbf6ec"/>` +
    `<path d="M${x - 30} ${y - 10}q30 -30 60 0" stroke="#e6dac4" stroke-width="3" fill="none"/>` +
    [-16, -6, 4, 14]
      .map(
        (dx) => `<path d="M${x + dx} ${y - 34}q2 10 0 20" stroke="#e2d3b8" stroke-width="2.5" fill="none"/>`,
      )
      .join('') +
    `<ellipse cx="${x - 14}" cy="${y - 6}" rx="10" ry="6" fill="#fff" opacity=".8"/>`
  return basket + one(140, 205) + one(250, 200) + one(195, 250)
}

function skewers(l: Look): string {
  return (
    plate(l, 200, 225, 175, 85) +
    [0, 1, 2]
      .map((i) => {
        const y = 190 + i * 34
        return (
          `<path d="M40 ${y + 34}L360 ${y - 14}" stroke="#c8a272" stroke-width="6" stroke-linecap="round"/>` +
          [0, 1, 2, 3, 4]
            .map((j) => {
              const x = 105 + j * 44
              const cy = y + 22 - j * 7
              return `<rect x="${x - 18}" y="${cy - 15}" width="36" height="30" rx="10" fill="${j % 2 ? shade(l.food, -0.25) : '#8a4a26'}"/><rect x="${x - 12}" y="${cy - 11}" width="16" height="6" rx="3" fill="#ffd9a0" opacity=".45"/><path d="M${x - 14} ${cy + 8}l8 -4m6 6l8 -4" stroke="#3a1c0e" stroke-width="3" opacity=".5"/>`
            })
            .join('')
        )
      })
      .join('') +
    sesame(l, 200, 215, 110, 24) +
    `<g>${Array.from({ length: 12 }, () => `<circle cx="${r1(100 + l.rnd() * 200)}" cy="${r1(190 + l.rnd() * 70)}" r="2.5" fill="#b3261e"/>`).join('')}</g>`
  )
}

function pizza(l: Look): string {
  const toppings = Array.from({ length: 9 }, () => {
    const a = l.rnd() * Math.PI * 2
    const d = 30 + l.rnd() * 90
    const x = r1(200 + Math.cos(a) * d)
    const y = r1(205 + Math.sin(a) * d * 0.62)
    return `<ellipse cx="${x}" cy="${y}" rx="15" ry="10" fill="${l.food === '#f3e6cf' ? '#f7e3a0' : '#b8321f'}"/><ellipse cx="${x - 4}" cy="${y - 3}" rx="5" ry="3" fill="#fff" opacity=".35"/>`
  }).join('')
  const basil = Array.from({ length: 5 }, () => {
    const x = r1(130 + l.rnd() * 140)
    const y = r1(170 + l.rnd() * 70)
    return `<path d="M${x} ${y}q10 -14 20 0q-10 14 -20 0z" fill="#2f7a2a"/>`
  }).join('')
  return (
    shadow(l, 208, 226, 170, 100) +
    `<ellipse cx="200" cy="210" rx="175" ry="108" fill="#d9a45a"/>` +
    `<ellipse cx="200" cy="206" rx="158" ry="96" fill="#c9432a"/>` +
    `<ellipse cx="200" cy="206" rx="150" ry="90" fill="#f5d37a"/>` +
    Array.from(
      { length: 8 },
      () =>
        `<ellipse cx="${r1(110 + l.rnd() * 180)}" cy="${r1(160 + l.rnd() * 90)}" rx="26" ry="14" fill="#fbe6a6" opacity=".8"/>`,
    ).join('') +
    toppings +
    basil +
    `<path d="M200 206L200 110M200 206L350 220M200 206L80 275" stroke="#b98a4a" stroke-width="2.5" opacity=".7"/>`
  )
}

function burger(l: Look): string {
  return (
    shadow(l, 205, 300, 150, 30) +
    `<path d="M70 240q0 -10 10 -10h240q10 0 10 10v20q-130 40 -260 0z" fill="#d99a4e"/>` +
    `<path d="M64 216q16 12 34 0t34 0 34 0 34 0 34 0 34 0 34 0v18H64z" fill="#5fa33a"/>` +
    `<rect x="66" y="192" width="268" height="34" rx="16" fill="#5a2f18"/>` +
    `<rect x="80" y="196" width="110" height="6" rx="3" fill="#8a5a3a"/>` +
    `<path d="M70 190h260l-30 22-34-14-40 18-38-18-40 16z" fill="#f2c230"/>` +
    `<path d="M72 186q128 -150 256 0z" fill="#e0a04c"/>` +
    `<path d="M110 150q50 -60 120 -44" stroke="#fff" stroke-width="8" fill="none" opacity=".3" stroke-linecap="round"/>` +
    sesame(l, 200, 140, 90, 16)
  )
}

function fries(l: Look): string {
  const sticks = Array.from({ length: 11 }, (_, i) => {
    const x = 112 + i * 16 + (l.rnd() - 0.5) * 6
    const top = 70 + l.rnd() * 40
    return `<rect x="${r1(x)}" y="${r1(top)}" width="14" height="140" rx="3" fill="${i % 2 ? '#f3c43e' : '#e8ad2c'}" transform="rotate(${r1((l.rnd() - 0.5) * 14)} ${r1(x)} 200)"/>`
  }).join('')
  return (
    shadow(l, 205, 320, 110, 24) +
    sticks +
    `<path d="M96 170h208l-22 150H118z" fill="${l.food === '#eea02c' ? '#c8371f' : shade(l.food, -0.1)}"/>` +
    `<path d="M96 170h208l-3 20H99z" fill="#000" opacity=".18"/>` +
    `<path d="M150 230q50 30 100 0" stroke="#fff" stroke-width="10" fill="none" opacity=".8" stroke-linecap="round"/>`
  )
}

function cake(l: Look): string {
  return (
    plate(l, 200, 250, 160, 70) +
    `<path d="M110 250l160 -40v60l-160 40z" fill="#f4dcb0"/>` +
    `<path d="M110 250l160 -40 40 30 -160 40z" fill="url(#${l.id}f)"/>` +
    `<path d="M110 250v50l40 -10v-30z" fill="#e9c893"/>` +
    `<path d="M110 268l160 -40v10l-160 40z" fill="${shade(l.food, -0.2)}"/>` +
    `<path d="M150 280l160 -40v50l-160 40z" fill="#f0d3a0"/>` +
    `<circle cx="236" cy="228" r="16" fill="#c8201e"/><circle cx="231" cy="222" r="5" fill="#fff" opacity=".5"/>` +
    `<path d="M236 212l6 -12" stroke="#3f8a3a" stroke-width="4" stroke-linecap="round"/>`
  )
}

function bread(l: Look): string {
  const segs = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 110 + i * 45
      const h = 60 - Math.abs(i - 2) * 14
      return `<ellipse cx="${x}" cy="${210 - (2 - Math.abs(i - 2)) * 6}" rx="32" ry="${h}" fill="${i % 2 ? '#d88d3a' : '#e6a24a'}" transform="rotate(${(i - 2) * 18} ${x} 210)"/><path d="M${x - 14} ${190}q14 -14 28 0" stroke="#fff1d0" stroke-width="4" fill="none" opacity=".5"/>`
    })
    .join('')
  return plate(l, 200, 235, 170, 80) + segs + sesame(l, 200, 200, 60, 6)
}

function drink(l: Look, pearls: boolean): string {
  const ice = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${150 + i * 30}" y="${118 + (i % 2) * 14}" width="30" height="28" rx="6" fill="#fff" opacity=".35" transform="rotate(${i * 14 - 10} ${165 + i * 30} 132)"/>`,
    )
    .join('')
  return (
    shadow(l, 205, 335, 90, 20) +
    `<path d="M120 90h160l-18 240h-124z" fill="#ffffff" opacity=".35"/>` +
    `<path d="M127 120h146l-15 205h-116z" fill="url(#${l.id}f)"/>` +
    (l.food === '#6f3f22' || l.food === '#f3e6cf'
      ? `<path d="M127 120h146l-2 30h-142z" fill="#f6ead6"/>`
      : '') +
    ice +
    (pearls
      ? Array.from(
          { length: 14 },
          (_, i) =>
            `<circle cx="${148 + (i % 5) * 26 + (i > 9 ? 10 : 0)}" cy="${300 - Math.floor(i / 5) * 16}" r="9" fill="#2b1a10"/>`,
        ).join('')
      : '') +
    `<rect x="212" y="30" width="16" height="120" rx="8" fill="#e9473a" transform="rotate(12 220 90)"/>` +
    `<path d="M140 110l12 200" stroke="#fff" stroke-width="8" opacity=".35" stroke-linecap="round"/>` +
    `<ellipse cx="200" cy="92" rx="80" ry="10" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>` +
    Array.from(
      { length: 8 },
      () =>
        `<circle cx="${r1(130 + l.rnd() * 140)}" cy="${r1(150 + l.rnd() * 150)}" r="2.5" fill="#fff" opacity=".5"/>`,
    ).join('')
  )
}

/** The dish alone (no table), in a 400 x 400 frame. */
function dishShape(kind: DishKind, l: Look, dishKey: string): string {
  switch (kind) {
    case 'noodles':
      return noodles(l)
    case 'soup':
      return soup(l)
    case 'rice':
      return rice(l)
    case 'salad':
      return salad(l)
    case 'dumpling':
      return dumplings(l)
    case 'skewer':
      return skewers(l)
    case 'pizza':
      return pizza(l)
    case 'burger':
      return burger(l)
    case 'fries':
      return fries(l)
    case 'cake':
      return cake(l)
    case 'bread':
      return bread(l)
    case 'drink':
      return drink(l, /(?:^|-)(?:boba|pearl|bubble)/.test(dishKey))
    case 'plate':
      return platedMain(l)
  }
}

const CUISINE_HUES: Record<string, number> = {
  sichuan: 8,
  hotpot: 4,
  thai: 28,
  indian: 32,
  korean: 12,
  japanese: 20,
}

/** A dish picture: square, 400 x 400 user units. */
export function dishArt(shopKey: string, cuisine: string, dishKey: string): string {
  const l = lookOf(`${shopKey}/${dishKey}`, dishKey, CUISINE_HUES[cuisine] ?? 24)
  const kind = dishKind(dishKey, cuisine)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    defs(l) +
    table(l, 400, 400) +
    dishShape(kind, l, dishKey) +
    `</svg>`
  )
}

/** A shop picture (4:3, 640 x 480): three of its dishes on one table, the first in the middle. */
export function shopArt(shopKey: string, cuisine: string, dishKeys: string[]): string {
  const l = lookOf(shopKey, shopKey, CUISINE_HUES[cuisine] ?? 24)
  const picks = [dishKeys[0], dishKeys[1] ?? dishKeys[0], dishKeys[2] ?? dishKeys[0]].map((k) => k ?? shopKey)
  const placed = [
    { key: picks[1], x: -40, y: 40, s: 0.78 },
    { key: picks[2], x: 360, y: 60, s: 0.78 },
    { key: picks[0], x: 150, y: 90, s: 0.95 },
  ]
  const dishes = placed
    .map((p, i) => {
      const dl = lookOf(`${shopKey}/${p.key}/${i}`, p.key ?? '', CUISINE_HUES[cuisine] ?? 24)
      return `<g transform="translate(${p.x} ${p.y}) scale(${p.s})">${defs(dl)}${dishShape(dishKind(p.key ?? '', cuisine), dl, p.key ?? '')}</g>`
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
    defs(l) +
    table(l, 640, 480) +
    dishes +
    `</svg>`
  )
}
