import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import {
  type Call,
  type CallInput,
  type CallOutput,
  type Envelope,
  memberCalls,
  orderCalls,
  shopCalls,
} from '../packages/contracts/src'
import { startProcess, stopProcess, waitForUrl } from './lib'
import { SERVER_NODE_FLAGS } from './shop-list'

/**
 * Issue 16 budgets: Lighthouse in its default mobile mode (simulated Slow 4G, 4x CPU slowdown) on
 * six customer screens of the BUILT app served by the real server (`NODE_ENV=demo`, demo data),
 * the median of 3 runs each: score >= 90, LCP <= 2.5 s, CLS <= 0.05 on every route, and the
 * home route's JavaScript on the wire <= 110 KB. Chromium is Debian's (CHROME_PATH, default
 * /usr/bin/chromium); the member is signed in and a cart is on the device (localStorage, which
 * Lighthouse's storage reset keeps: it clears caches and service workers, so every run is a
 * first visit for the network).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8294)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE
/** `LIGHTHOUSE_ROUTES=home,mine`: only those routes (names as in the table), to measure one change. */
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',').map((r) => r.trim())
const ORIGIN = `http://127.0.0.1:${PORT}`
const DEMO_MEMBER = { email: 'member@siam.demo', password: 'Siam12345' }
export const LIGHTHOUSE_BUDGETS = { score: 90, lcpMs: 2500, cls: 0.05, homeJsBytes: 110_000 }

export interface RouteFigures {
  route: string
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function call<C extends Call>(
  descriptor: C,
  body: CallInput<C>,
  token?: string,
): Promise<CallOutput<C>> {
  const response = await fetch(`${ORIGIN}/siam-server/rest/${descriptor.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', mlang: 'en', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ lang: 'en', ...(body as object) }),
  })
  const envelope = (await response.json()) as Envelope<CallOutput<C>>
  if (!envelope.success || envelope.data === null) throw new Error(`${descriptor.path}: ${envelope.message}`)
  return envelope.data
}

/** The demo member's token, the 24-hour demo shop, a cart line of it and a placed (unpaid) order. */
async function prepareData() {
  const { token } = await call(memberCalls.login, DEMO_MEMBER)
  const found = await call(shopCalls.search, { keywords: 'Golden Crisp', position: '121.4737,31.2304' })
  const shopId = found.shops[0]?.id
  if (!shopId) throw new Error('the demo shop is missing')
  const menu = await call(shopCalls.menu, { shopId })
  const dish = menu
    .flatMap((c) => c.goods)
    .find((g) => !g.soldOut && g.optionGroups.every((o) => !o.required))
  if (!dish) throw new Error('the demo shop has no dish without required options')
  const draft: CallInput<typeof orderCalls.preview> = {
    shopId,
    shoppingWay: 'pickup',
    diningOption: 'take_away',
    items: [{ goodsId: dish.id, optionIds: [], number: 1 }],
    contactPhone: '13800138000',
  }
  const quote = await call(orderCalls.preview, draft, token)
  const order = await call(
    orderCalls.insert,
    { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey: `lighthouse-${Date.now()}` },
    token,
  )
  // The cart as the app keeps it (apps/web/src/shared/cart/cart.ts).
  const cart = [
    {
      key: `${dish.id}|`,
      goodsId: dish.id,
      optionIds: [],
      number: 2,
      name: dish.name,
      nameZh: dish.nameZh,
      unitPriceFen: dish.priceFen,
      packingFeeFen: dish.packingFeeFen,
      image: dish.image,
    },
  ]
  return { token, shopId, orderId: order.id, cart }
}

function routes(data: Awaited<ReturnType<typeof prepareData>>): [string, string][] {
  const app = `${ORIGIN}/web/#`
  const all: [string, string][] = [
    ['home', `${app}/`],
    ['shop detail', `${app}/pages/shop/detail/detail?id=${data.shopId}`],
    ['menu', `${app}/pages/menu/index/index?shopId=${data.shopId}`],
    ['confirm order', `${app}/pages/menu/pay/pay?shopId=${data.shopId}`],
    ['order detail', `${app}/pages/order/detail/detail?id=${data.orderId}`],
    ['mine', `${app}/pages/mine/index/index`],
  ]
  return ONLY ? all.filter(([route]) => ONLY.includes(route)) : all
}

interface LighthouseAudit {
  numericValue?: number
  details?: { items?: { resourceType?: string; transferSize?: number }[] }
}

/**
 * One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, NO_FCP on a busy
 * machine) is run again, twice at most: it says nothing about the page.
 */
async function audit(url: string, port: number, route: string) {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!answer) throw new Error(`Lighthouse gave no result for ${route}`)
    if (!answer.lhr.runtimeError) return answer
    if (attempt === 3) throw new Error(`${route}: ${answer.lhr.runtimeError.message}`)
    console.warn(`  ${route}: ${answer.lhr.runtimeError.code}, running again`)
  }
}

function figuresOf(lhr: {
  categories: { performance: { score: number | null } }
  audits: Record<string, LighthouseAudit>
}) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const bytes = (filter: (type: string | undefined) => boolean) =>
    requests.filter((r) => filter(r.resourceType)).reduce((n, r) => n + (r.transferSize ?? 0), 0)
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsBytes: bytes((type) => type === 'Script'),
    totalBytes: bytes(() => true),
  }
}

export async function benchLighthouse(): Promise<RouteFigures[]> {
  const busy = await fetch(`${ORIGIN}/siam-server/health`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${PORT} is already in use: stop the process listening there first`)
  const dataDir = mkdtempSync(join(tmpdir(), 'siam-lighthouse-'))
  const server = startProcess(
    'node',
    [...SERVER_NODE_FLAGS.split(' '), join(root, 'apps/server/dist/main.mjs')],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dataDir, 'pglite'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'demo',
    },
  )
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    await waitForUrl(`${ORIGIN}/siam-server/health`)
    const data = await prepareData()
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    // The device's state before the first run: English, the global site, signed in, a cart.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    await page.goto(`${ORIGIN}/siam-server/health`)
    const device: [string, string][] = [
      ['lang', 'en'],
      ['siam.site', 'global'],
      ['security.token', data.token],
      [`siam.cart.${data.shopId}`, JSON.stringify(data.cart)],
    ]
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value)
    }, device)
    await page.close()
    await browser.disconnect()

    const results: RouteFigures[] = []
    for (const [route, url] of routes(data)) {
      const runs: ReturnType<typeof figuresOf>[] = []
      for (let i = 0; i < RUNS; i++) {
        const answer = await audit(url, chrome.port, route)
        runs.push(figuresOf(answer.lhr as unknown as Parameters<typeof figuresOf>[0]))
        // LIGHTHOUSE_SAVE=<dir>: keep each route's last report, to read what held the page up.
        if (SAVE_DIR)
          writeFileSync(join(SAVE_DIR, `${route.replace(/\W+/g, '-')}.json`), JSON.stringify(answer.lhr))
      }
      const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]))
      results.push({
        route,
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsBytes: pick('jsBytes'),
        totalBytes: pick('totalBytes'),
      })
    }
    return results
  } finally {
    await chrome?.kill()
    await stopProcess(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** One line per route, each figure beside its budget; `!` marks a figure over its budget. */
export function lighthouseTable(results: RouteFigures[]): { lines: string[]; failures: string[] } {
  const b = LIGHTHOUSE_BUDGETS
  const failures: string[] = []
  const mark = (over: boolean, what: string) => {
    if (over) failures.push(what)
    return over ? '!' : ' '
  }
  const lines = [
    `  ${'route'.padEnd(14)} ${'score'.padStart(6)} ${'LCP s'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(7)} ${'JS KB'.padStart(8)} ${'total KB'.padStart(9)}`,
    `  ${'budget'.padEnd(14)} ${`>=${b.score}`.padStart(6)} ${`<=${b.lcpMs / 1000}`.padStart(7)} ${''.padStart(7)} ${`<=${b.cls}`.padStart(7)} ${`<=${b.homeJsBytes / 1000}`.padStart(8)} ${'(home)'.padStart(9)}`,
  ]
  for (const r of results) {
    const score = mark(r.score < b.score, `${r.route}: score ${r.score} < ${b.score}`)
    const lcp = mark(
      r.lcpMs > b.lcpMs,
      `${r.route}: LCP ${(r.lcpMs / 1000).toFixed(2)} s > ${b.lcpMs / 1000} s`,
    )
    const cls = mark(r.cls > b.cls, `${r.route}: CLS ${r.cls.toFixed(3)} > ${b.cls}`)
    const js = mark(
      r.route === 'home' && r.jsBytes > b.homeJsBytes,
      `${r.route}: JS ${(r.jsBytes / 1000).toFixed(1)} KB > ${b.homeJsBytes / 1000} KB`,
    )
    lines.push(
      `  ${r.route.padEnd(14)} ${`${r.score}${score}`.padStart(6)} ${`${(r.lcpMs / 1000).toFixed(2)}${lcp}`.padStart(7)} ${r.tbtMs.toFixed(0).padStart(7)} ${`${r.cls.toFixed(3)}${cls}`.padStart(7)} ${`${(r.jsBytes / 1000).toFixed(1)}${js}`.padStart(8)} ${(r.totalBytes / 1000).toFixed(1).padStart(9)}`,
    )
  }
  return { lines, failures }
}

/** `npm --workspace @siam/bench run lighthouse`: the table alone. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchLighthouse()
    .then((results) => {
      const { lines, failures } = lighthouseTable(results)
      console.log(`\n== Lighthouse, mobile (Slow 4G, 4x CPU), median of ${RUNS}`)
      for (const line of lines) console.log(line)
      if (failures.length) console.log(`  over budget:\n    ${failures.join('\n    ')}`)
    })
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
