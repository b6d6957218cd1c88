import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/db/client'
import { shopCalls } from '../packages/contracts/src'
import { shanghaiDate, shanghaiMinuteOfWeek } from '../packages/domain/src'
import { cpuMeter, createScratchDatabase, rssMiB, startProcess, stopProcess, waitForUrl } from './lib'
import { apiCaller, fundedMembers, placeAndPay } from './pay-by-balance'
import { listeningPid, POSTGRES_SERVER_NODE_FLAGS, serverNodeFlags } from './shop-list'

/**
 * `npm run bench -- scale` (issue 17): a city of 1k, then 10k, then 100k shops (10 dishes each:
 * 1,000,000 at 100k) on PostgreSQL, written by generate_series in the database (no row-by-row
 * inserts). At each size: shop/list near me from random positions under 50 clients (p99 budget
 * 50 ms) and the server's RSS (flat in the number of shops); at 100k also shop/search with
 * random keywords and menu/listWithGoods of random shops (p99 budget 50 ms each), the menus also
 * under a mixed load: 50 browsing while BENCH_SCALE_BUYERS (20) members place and pay by balance
 * back to back (pay-by-balance.ts's calls).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 8295)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3)
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number)
const DISHES_PER_SHOP = 10
const BUYERS = Number(process.env.BENCH_SCALE_BUYERS ?? 20)
/** Shanghai, about 60 x 60 km around People's Square. */
export const CENTER = { lng: 121.4737, lat: 31.2304 }
export const SPREAD = 0.3

export const WORDS = [
  ['noodles', '面条'],
  ['dumplings', '饺子'],
  ['fried rice', '炒饭'],
  ['burger', '汉堡'],
  ['milk tea', '奶茶'],
  ['hotpot', '火锅'],
  ['bun', '包子'],
  ['tofu', '豆腐'],
  ['roast duck', '烤鸭'],
  ['fish', '鱼'],
] as const

/** The GIN indexes search reads, kept without a pending list (migrations 0021, 0025 and 0026, decision 0054). */
const SEARCH_INDEXES = [
  'goods_search_text_trgm_idx',
  'goods_search_chars_idx',
  'shops_search_all_trgm_idx',
  'shops_search_chars_idx',
  'shops_search_text_trgm_idx',
]

/** Shops from..to (1-based numbers) with their categories and dishes, all written by the database. */
async function grow(client: pg.Client, from: number, to: number): Promise<void> {
  // A bulk load, as an import would do it: new entries gathered in the pending list and moved into
  // the index at the end (5x faster than one by one at 1,000,000 dishes), then back to how the
  // server runs: no pending list (migration 0021).
  for (const index of SEARCH_INDEXES) await client.query(`alter index ${index} set (fastupdate = on)`)
  const words = `array[${WORDS.map(([en]) => `'${en}'`).join(',')}]`
  const zh = `array[${WORDS.map(([, z]) => `'${z}'`).join(',')}]`
  await client.query(
    `insert into shops (id, key, city_id, name, type, cuisine, tastes, address, lng, lat, phone, hours,
       full_reduction_tiers, rating, monthly_sales, image, search_text)
     select 'scale-shop-' || g, 'scale-shop-' || g, 'scale-city',
       jsonb_build_object('zh-Hans', (${zh})[1 + g % 10] || '店' || g, 'en', initcap((${words})[1 + g % 10]) || ' House ' || g),
       (array['western','asian','halal','buffet','chain','fast_food','drink','diet'])[1 + g % 8],
       (${words})[1 + g % 10],
       '["spicy"]'::jsonb,
       jsonb_build_object('zh-Hans', '上海市' || g || '号', 'en', g || ' Road, Shanghai'),
       $1::float8 + (random() * 2 - 1) * $3::float8, $2::float8 + (random() * 2 - 1) * $3::float8,
       '+86 21 5555 0000',
       case when g % 5 = 0 then '[{"open":"17:00","close":"02:00"}]'::jsonb else '[{"open":"09:00","close":"23:00"}]'::jsonb end,
       '[]'::jsonb, 30 + g % 20, g % 1000, 'demo/shop.jpg',
       lower(initcap((${words})[1 + g % 10]) || ' house ' || g || ' ' || (${zh})[1 + g % 10] || '店' || g || ' ' || (${words})[1 + g % 10])
     from generate_series($4::int, $5::int) as g`,
    [CENTER.lng, CENTER.lat, SPREAD, from, to],
  )
  await client.query(
    `insert into menu_categories (id, shop_id, key, name, sort)
     select 'scale-cat-' || g || '-' || c, 'scale-shop-' || g, 'c' || c,
       jsonb_build_object('zh-Hans', '分类' || c, 'en', 'Category ' || c), c
     from generate_series($1::int, $2::int) as g, generate_series(1, 2) as c`,
    [from, to],
  )
  await client.query(
    `insert into goods (id, shop_id, category_id, key, name, description, price_fen, image, monthly_sales, sort, search_text)
     select 'scale-goods-' || g || '-' || d, 'scale-shop-' || g, 'scale-cat-' || g || '-' || (1 + d % 2), 'd' || d,
       jsonb_build_object('zh-Hans', (${zh})[1 + (g + d) % 10] || d, 'en', initcap((${words})[1 + (g + d) % 10]) || ' ' || d),
       jsonb_build_object('zh-Hans', '好吃', 'en', 'Tasty'),
       1000 + (g * d) % 5000, 'demo/dish.jpg', (g + d) % 300, d,
       lower((${words})[1 + (g + d) % 10] || ' ' || d || ' ' || (${zh})[1 + (g + d) % 10] || d)
     from generate_series($1::int, $2::int) as g, generate_series(1, $3::int) as d`,
    [from, to, DISHES_PER_SHOP],
  )
  for (const index of SEARCH_INDEXES) {
    await client.query(`alter index ${index} set (fastupdate = off)`)
    await client.query(`select gin_clean_pending_list('${index}'::regclass)`)
  }
  // vacuumed as autovacuum would soon after an import: near me's steps read the point index alone
  // (index-only scans need the pages marked all-visible; decision 0056)
  await client.query('vacuum analyze shops')
  await client.query('analyze goods; analyze menu_categories')
}

/**
 * How many of the city's shops are open now, and the Shanghai time: the figures depend on it (at
 * night four in five of the scale city's shops are closed and each page reads past them; decisions
 * 0060, 0061).
 */
async function openNow(client: pg.Client): Promise<string> {
  const now = new Date()
  const { minutes } = shanghaiDate(now)
  const { rows } = await client.query(
    `select count(*) filter (where operating and open_week @> $1::int)::int as open, count(*)::int as shops from shops`,
    [shanghaiMinuteOfWeek(now)],
  )
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return `${rows[0].open} of ${rows[0].shops} at ${clock} Shanghai time`
}

function randomPosition(): string {
  const lng = CENTER.lng + (Math.random() * 2 - 1) * SPREAD * 0.8
  const lat = CENTER.lat + (Math.random() * 2 - 1) * SPREAD * 0.8
  return `${lng.toFixed(5)},${lat.toFixed(5)}`
}

/** What a load's answers cost in CPU: the server process, this database's backends, the load generator. */
type Meter = () => Promise<() => Promise<{ server: number; pg: number; loadGenerator: number }>>

/**
 * 50 clients for `seconds`, each request with a fresh body (random position, keywords or shop),
 * accepting compressed answers as browsers do (the pay bench's calls do too): the server's
 * compressing is part of what an answer costs (decision 0065).
 */
function drive(path: string, makeBody: () => unknown, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${PORT}/siam-server/rest/${path}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', mlang: 'en', 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: JSON.stringify(makeBody()) }) }],
  })
}

/** A measured load (drive for SECONDS): latency, throughput, failures and CPU per answer. */
async function loadVaried(path: string, makeBody: () => unknown, meter: Meter) {
  const stop = await meter()
  const result = await drive(path, makeBody, SECONDS)
  const cpu = await stop()
  const perAnswer = (seconds: number) => ((seconds * 1000) / Math.max(result.requests.total, 1)).toFixed(2)
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    bad: result.errors + result.non2xx + result.timeouts,
    // Steadier than the latency on a shared machine: the work, not the waiting (decision 0052).
    cpu: `${perAnswer(cpu.server)} + ${perAnswer(cpu.pg)} + ${perAnswer(cpu.loadGenerator)}`,
  }
}

/** Near me's first page from a random position. */
function nearMeBody() {
  return { position: randomPosition(), pageNo: 1, pageSize: 10, scope: 'all' }
}

const CPU_LABEL = 'CPU ms per answer: server + database + load generator'

/**
 * A load for a few seconds, not measured, before it is measured: the first load a server process
 * sees includes compiling its hot code (near me's p99 at a kept city's first load: 95 ms against 63
 * warm, decision 0060), and search's first seconds read each common word's city-wide figures (its
 * count, its open shops, whether it matches many: 10-110 ms each while its searches wait) and the
 * samples that tell rare words, kept a minute or ten per process after that (decision 0063). Servers
 * in production are warm; the bench measures them so.
 */
async function warmUp(path: string, makeBody: () => unknown): Promise<void> {
  if (WARM_UP_SECONDS > 0) await drive(path, makeBody, WARM_UP_SECONDS)
}

/**
 * menu/listWithGoods under 50 browsing clients while BUYERS members place and pay by balance back
 * to back (a closed loop, pickup of one dish of a shop open all day).
 */
async function menusWhileBuying(url: string, tag: string, menuBody: () => unknown, meter: Meter) {
  const database = await openDatabase({ url })
  try {
    await database.db.execute(
      `update shops set hours = '[{"open":"00:00","close":"24:00"}]'::jsonb where id = 'scale-shop-1'`,
    )
    const call = apiCaller(`http://127.0.0.1:${PORT}/siam-server/rest`)
    const dish = (await call(shopCalls.menu, { shopId: 'scale-shop-1' }))[0]?.goods[0]
    if (!dish) throw new Error('scale-shop-1 has no dish')
    const tokens = await fundedMembers(database.db, call, BUYERS, tag)
    const buy = placeAndPay(call, {
      shopId: 'scale-shop-1',
      shoppingWay: 'pickup',
      diningOption: 'take_away',
      items: [{ goodsId: dish.id, optionIds: [], number: 1 }],
      contactPhone: '13800138000',
    })
    let buying = true
    let orders = 0
    let failures = 0
    const started = performance.now()
    const buyers = tokens.map(async (token) => {
      while (buying) {
        try {
          await buy(token)
          orders++
        } catch (error) {
          if (failures++ < 3) console.error(String(error))
        }
      }
    })
    const menu = await loadVaried('menu/listWithGoods', menuBody, meter)
    buying = false
    await Promise.all(buyers)
    const seconds = (performance.now() - started) / 1000
    return {
      [`menu/listWithGoods while ${BUYERS} members buy: p50 (ms)`]: menu.p50,
      [`menu/listWithGoods while ${BUYERS} members buy: p99 (ms) [budget <= 50, mixed load]`]: menu.p99,
      [`menu/listWithGoods while ${BUYERS} members buy: requests/s`]: menu.rps,
      [`menu/listWithGoods while ${BUYERS} members buy: errors + non-2xx + timeouts`]: menu.bad,
      [`menu/listWithGoods while ${BUYERS} members buy: ${CPU_LABEL} (and the buyers')`]: menu.cpu,
      'orders placed and paid per second meanwhile': (orders / seconds).toFixed(1),
      'order failures meanwhile': failures,
    }
  } finally {
    await database.close()
  }
}

export async function benchScale(): Promise<Record<string, string | number>> {
  // A server left over on the port would be measured instead of this one: refuse to start.
  const busy = await fetch(`http://127.0.0.1:${PORT}/siam-server/health`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${PORT} is in use: stop that process or set BENCH_SCALE_PORT`)
  // BENCH_SCALE_DATABASE=<name of a kept city>: measure that city as it is (no growing, kept after),
  // to compare two builds of the server on the same rows.
  const kept = process.env.BENCH_SCALE_DATABASE
  const { name, url } = kept
    ? { name: kept, url: Object.assign(new URL(ADMIN_URL), { pathname: `/${kept}` }).toString() }
    : await createScratchDatabase(ADMIN_URL, process.env.BENCH_DB_PREFIX ?? 'siam_scale')
  // BENCH_NODE_FLAGS overrides the server's flags (for example `--cpu-prof` to profile it).
  const flags = serverNodeFlags(POSTGRES_SERVER_NODE_FLAGS)
  const server = startProcess(
    'node',
    [...flags, process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.mjs')],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'demo',
      // the buyers sign in from one address within a second
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  )
  const client = new pg.Client({ connectionString: url })
  const out: Record<string, string | number> = {}
  try {
    await waitForUrl(`http://127.0.0.1:${PORT}/siam-server/health`)
    await client.connect()
    const pid = await listeningPid(PORT)
    const meter: Meter = () => cpuMeter(client, name, [pid ?? undefined])
    if (!kept) {
      await client.query(
        `insert into cities (id, key, name, lng, lat) values ('scale-city', 'scale', '{"en":"Scale"}', $1, $2)`,
        [CENTER.lng, CENTER.lat],
      )
    }
    // The machine's other work shows in every wall-clock figure (decision 0052): say how busy it was.
    out['load average (1 min) at the start'] = loadavg()[0]?.toFixed(1) ?? '?'
    out['server node flags'] = flags.join(' ')
    let have = kept ? Number((await client.query('select count(*)::int as n from shops')).rows[0].n) : 0
    let warmed = false
    for (const size of kept ? [have] : SIZES) {
      const t0 = performance.now()
      if (size > have) await grow(client, have + 1, size)
      have = size
      if (!warmed) await warmUp('shop/list', nearMeBody)
      warmed = true
      const k = size >= 1000 ? `${size / 1000}k` : String(size)
      out[`${k} shops: generated in (s)`] = ((performance.now() - t0) / 1000).toFixed(1)
      out[`${k} shops: open now`] = await openNow(client)
      const near = await loadVaried('shop/list', nearMeBody, meter)
      out[`${k} shops: shop/list p50 (ms)`] = near.p50
      out[`${k} shops: shop/list p99 (ms) [budget <= 50]`] = near.p99
      out[`${k} shops: shop/list requests/s`] = near.rps
      out[`${k} shops: shop/list errors + non-2xx + timeouts`] = near.bad
      out[`${k} shops: shop/list ${CPU_LABEL}`] = near.cpu
      out[`${k} shops: server RSS after load (MiB) [flat]`] = pid ? Math.round(rssMiB(pid)) : 'n/a'
    }
    const dishes = Number((await client.query('select count(*)::int as n from goods')).rows[0].n)
    const shopsNow = Number((await client.query('select count(*)::int as n from shops')).rows[0].n)
    out[`search at ${shopsNow} shops, ${dishes} dishes: shop/search`] = ''
    out['shops open at the search'] = await openNow(client)
    const searchBody = () => {
      const [en, zh] = WORDS[Math.floor(Math.random() * WORDS.length)] as readonly [string, string]
      const n = Math.floor(Math.random() * shopsNow) + 1
      const pick = Math.random()
      // A common word, a Chinese name, or one shop's own name.
      const keywords = pick < 0.4 ? en : pick < 0.7 ? `${zh}店${n}` : `house ${n}`
      return { keywords, position: randomPosition() }
    }
    await warmUp('shop/search', searchBody)
    const search = await loadVaried('shop/search', searchBody, meter)
    out['shop/search p50 (ms)'] = search.p50
    out['shop/search p99 (ms) [budget <= 50]'] = search.p99
    out['shop/search requests/s'] = search.rps
    out['shop/search errors + non-2xx + timeouts'] = search.bad
    out[`shop/search ${CPU_LABEL}`] = search.cpu
    const menuBody = () => ({ shopId: `scale-shop-${Math.floor(Math.random() * shopsNow) + 1}` })
    await warmUp('menu/listWithGoods', menuBody)
    const menu = await loadVaried('menu/listWithGoods', menuBody, meter)
    out['menu/listWithGoods p50 (ms)'] = menu.p50
    out['menu/listWithGoods p99 (ms) [budget <= 50, browsing only]'] = menu.p99
    out['menu/listWithGoods requests/s'] = menu.rps
    out['menu/listWithGoods errors + non-2xx + timeouts'] = menu.bad
    out[`menu/listWithGoods ${CPU_LABEL}`] = menu.cpu
    // a kept city is measured again: its buyers need addresses of their own
    const tag = kept ? `${name}_${Date.now().toString(36)}` : name
    Object.assign(out, await menusWhileBuying(url, tag, menuBody, meter))
    out['server RSS after all (MiB)'] = pid ? Math.round(rssMiB(pid)) : 'n/a'
    out['load average (1 min) at the end'] = loadavg()[0]?.toFixed(1) ?? '?'
    out.connections = CONNECTIONS
    out.seconds = SECONDS
    out['warm-up before near me, search and menus (s each, not measured)'] = WARM_UP_SECONDS
    return out
  } finally {
    await client.end().catch(() => undefined)
    await stopProcess(server)
    // BENCH_SCALE_KEEP=1 leaves the city for EXPLAIN (ANALYZE) of the slow paths; drop it by hand.
    if (kept || process.env.BENCH_SCALE_KEEP === '1') console.log(`kept the scale database: ${url}`)
    else {
      const drop = new pg.Client({ connectionString: ADMIN_URL })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`).catch(() => undefined)
      await drop.end()
    }
  }
}
