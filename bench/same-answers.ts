import { CENTER, SPREAD, WORDS } from './scale'

// Same answers from two builds of the server on one database (decisions 0052, 0054): the same
// requests, in a seeded random order, to both; every answer's data compared as JSON.
//
//   npx tsx bench/same-answers.ts http://127.0.0.1:8752 http://127.0.0.1:8753 [requests] [seed]
//
// Made for a city of the scale bench (`npm run bench -- scale`, shops 'scale-shop-<n>'): shop/search
// with the bench's keywords (common words, '<Chinese word>店<n>', 'house <n>'), and shop/list with
// keywords and without (scopes, sorts, pages by number and by cursor). Run both servers with
// `synchronize_seqscans = off` on the database: a dish search reading by a sequential scan otherwise
// starts where the last scan of the table stopped, and its first 30 dishes differ from call to call
// on either build. Exits 1 when an answer differs.
const [oldArg, newArg, countText = '300', seedText = '17'] = process.argv.slice(2)
if (!oldArg || !newArg) {
  console.error('usage: same-answers.ts <old base url> <new base url> [requests] [seed]')
  process.exit(2)
}
const oldBase: string = oldArg
const newBase: string = newArg

let seed = Number(seedText) >>> 0
/** mulberry32: the same requests for the same seed */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

function position() {
  const lng = CENTER.lng + (random() * 2 - 1) * SPREAD * 0.9
  const lat = CENTER.lat + (random() * 2 - 1) * SPREAD * 0.9
  return `${lng.toFixed(5)},${lat.toFixed(5)}`
}

function keywords() {
  const [en, zh] = pick(WORDS)
  const r = random()
  // small numbers too: 'house 12' matches 1,111 shops (read by rings), 'house 5' 11,111
  const n = random() < 0.2 ? 1 + Math.floor(random() * 200) : 1 + Math.floor(random() * 100_000)
  if (r < 0.35) return en
  if (r < 0.6) return `${zh}店${n}`
  if (r < 0.9) return `house ${n}`
  return pick(['HOUSE 7', ' Noodles ', '店1', 'zzz nothing', '%', 'house_1', 'noodles house 1'])
}

async function call(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}/siam-server/rest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', mlang: pick(['en', 'en', 'zh-Hans']) },
    body: JSON.stringify(body),
  })
  return { status: res.status, text: await res.text() }
}

/** The same request to both servers; the answers' data compared. */
async function compare(path: string, body: unknown, headersSeed: number) {
  const saved = seed
  seed = headersSeed
  const a = await call(oldBase, path, body)
  seed = headersSeed
  const b = await call(newBase, path, body)
  seed = saved
  const data = (r: { status: number; text: string }) => {
    try {
      const parsed = JSON.parse(r.text)
      return JSON.stringify([r.status, parsed.code, parsed.data ?? parsed.errorKey ?? null])
    } catch {
      return JSON.stringify([r.status, r.text])
    }
  }
  return { same: data(a) === data(b), a: data(a), b: data(b), answer: JSON.parse(a.text).data }
}

const requests = Number(countText)
let compared = 0
const differences: { path: string; body: unknown; old: string; new: string }[] = []
const seen = { shops: 0, goods: 0, manyShops: 0, cursors: 0 }
// biome-ignore lint/suspicious/noExplicitAny: answers of several calls, read loosely
async function check(path: string, body: Record<string, unknown>): Promise<any> {
  let result = await compare(path, body, seed ^ compared)
  // an answer on either side of a minute's turn (open states change by the minute): asked again
  if (!result.same) result = await compare(path, body, seed ^ compared)
  compared++
  const data = result.answer
  if ((data?.shops ?? data?.records)?.length) seen.shops++
  if (data?.goods?.length) seen.goods++
  if (data?.total > 1000) seen.manyShops++
  if (body.cursor) seen.cursors++
  if (!result.same) differences.push({ path, body, old: result.a.slice(0, 600), new: result.b.slice(0, 600) })
  return result.answer
}

for (let i = 0; i < requests; i++) {
  if (random() < 0.6) {
    await check('shop/search', { keywords: keywords(), position: position() })
    continue
  }
  const body = {
    // a quarter without keywords: near me's own statements (decision 0056 changed them too)
    keywords: random() < 0.25 ? undefined : keywords(),
    position: random() < 0.9 ? position() : undefined,
    scope: pick(['all', 'all', '1km', '3km', '5km']),
    sort: pick(['distance', 'distance', 'distance', 'sales', 'rating']),
    pageSize: pick([10, 20]),
  }
  if (random() < 0.3) {
    await check('shop/list', { ...body, pageNo: pick([1, 2, 3]) })
    continue
  }
  // pages 1-3 by cursor (the cursor from the old server's answer, the same when they agree)
  let page = await check('shop/list', { ...body, pageNo: 1 })
  for (let n = 0; n < 2 && page?.nextCursor; n++) {
    page = await check('shop/list', { ...body, pageNo: 1, cursor: page.nextCursor })
  }
}

console.log(`${compared} answers compared, ${differences.length} differences`)
console.log(
  `answers with shops ${seen.shops}, with dishes ${seen.goods}, lists over 1,000 shops ${seen.manyShops}, pages by cursor ${seen.cursors}`,
)
for (const d of differences.slice(0, 10)) console.log(JSON.stringify(d, null, 1))
process.exit(differences.length === 0 ? 0 : 1)
