import type { CallInput, ShopCard, shopCalls } from '@siam/contracts'
import { type LngLat, shanghaiMinuteOfWeek } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { sharedAnswer } from '../../platform/http'
import { catalogWindow } from '../../platform/paging'
import type { SettingsService } from '../settings'
import { createRareWords } from './rare-words'
import { createReadThroughCache, keptOnRepeat, sharedReads } from './shops.cache'
import { cardFrom } from './shops.mapper'
import type {
  DeliveryShop,
  NearbyRow,
  ShopFilter,
  ShopKey,
  ShopSort,
  ShopsNearbyRepository,
} from './shops-nearby.repository'

const SCOPE_METERS = { '1km': 1000, '3km': 3000, '5km': 5000, all: null } as const

/**
 * Rings read outwards for "nearest first": most pages fill in the first ring, and a ring that
 * holds too few shops is read again wider. The last ring is everywhere.
 */
const FIRST_RING_METERS = 2_000
const RINGS_METERS = [FIRST_RING_METERS, 8_000, 32_000, 128_000, 512_000]
/**
 * Without a keyword a ring's nearest shops are one index scan in distance order that stops once it
 * holds the page, so a wider first ring reads no more shops where they are dense, and where they are
 * sparse (1,000 shops over 60 km) fills the page in one statement instead of two (decision 0070). A
 * keyword's first ring stays small: its shops are tested one by one there (keywordOnShops).
 */
const RINGS_WITHOUT_KEYWORD_METERS = RINGS_METERS.slice(1)

/**
 * Keywords matching at most this many shops are read in one go through the trigram index, not ring
 * by ring: the planner cannot tell how many shops a box holds, so a ring's box index won over the
 * trigram index and a rare name read 96,000 shops of a 100,000-shop city (decision 0047).
 */
const FEW_MATCHES = 1000

/**
 * ... and at most sqrt(FEW_MATCHES_PER_SHOPS x the city's shops) of them (decision 0075). Reading a
 * keyword's matches at once costs about its matches; reading rings costs about the shops scanned
 * until a page of matches is found, the city's shops over the matches: the two meet near the square
 * root of the shops. At 10,000 shops a common word matched exactly 1,000 (a tenth of the city) and
 * every search of it read and sorted all of them (3 ms of PostgreSQL, p99 164-182 ms under 50 clients);
 * at 100,000 shops the cap stays FEW_MATCHES, and in a small city a word's few matches are cheap either
 * way (FEW_MATCHES_AT_LEAST).
 */
const FEW_MATCHES_PER_SHOPS = 20
const FEW_MATCHES_AT_LEAST = 100

/** The few-matches cap for a city of `shops` shops (FEW_MATCHES_PER_SHOPS). */
export function fewMatchesFor(shops: number): number {
  const cap = Math.round(Math.sqrt(FEW_MATCHES_PER_SHOPS * shops))
  return Math.min(FEW_MATCHES, Math.max(FEW_MATCHES_AT_LEAST, cap))
}

/**
 * A filter's open shops, when at most this many are open everywhere, are kept by id with its open
 * count (a minute) and its open phase read by those ids: found by rings, they were read box by box out
 * to the farthest (decision 0061).
 */
const OPEN_IDS_KEPT = 100

/** How long before a minute's turn its open shops are read ahead for the filters in use. */
const NEXT_MINUTE_AHEAD_MS = 15_000

/** How many shops a filter keeps open at a minute, everywhere, and which when few are (OPEN_IDS_KEPT). */
interface OpenShops {
  count: number
  ids: string[] | null
}

export type ShopListInput = CallInput<typeof shopCalls.list> & { pageNo: number; pageSize: number }

export interface ShopListAnswer {
  records: ShopCard[]
  total: number
  deliversHere: boolean | null
  nextCursor: string | null
}

/** A keyset cursor: where the page ended and the total of the first page (not counted again). */
interface Cursor extends ShopKey {
  total: number
  /** rows listed up to and including the page that made the cursor */
  listed: number
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.closed, c.value, c.id, c.total, c.listed])).toString('base64url')
}

function decodeCursor(text: string): Cursor {
  try {
    const [closed, value, id, total, listed] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (
      (closed === 0 || closed === 1) &&
      typeof value === 'number' &&
      Number.isFinite(value) &&
      typeof id === 'string' &&
      Number.isSafeInteger(total) &&
      total >= 0 &&
      Number.isSafeInteger(listed) &&
      listed >= 0
    )
      return { closed, value, id, total, listed }
  } catch {
    // falls through to the refusal
  }
  throw new AppError('VALIDATION_FAILED', { fields: 'cursor' }, { cursor: 'invalid' })
}

export interface ShopListDeps {
  db: Db
  clock: Clock
  nearby: ShopsNearbyRepository
  settings: SettingsService
  /** How long an answer (and the delivery reach) may be served again; 0 turns the caches off. */
  ttlMs: number
  quoteFor: (row: DeliveryShop, position: LngLat | null, routeFactor: number) => CardQuote
  /** fixed, where a test reads small cities the way a large one is read; by default fewMatchesFor the city */
  fewMatches?: number
  /**
   * which word of a keyword the trigram index looks up, and whether a short keyword is rare
   * (rare-words.ts); a sample of the shops by default
   */
  rareWords?: { rareWord(keywords: string): string | null; rareShort?(keywords: string): Promise<boolean> }
}

type CardQuote = Parameters<typeof cardFrom>[1]['quote']

/**
 * shop/list: one page read from the database (never the whole catalogue), and a bounded cache of
 * recent answers (at most ANSWERS_KEPT pages, each kept `ttlMs`): memory does not grow with shops.
 */
const ANSWERS_KEPT = 500

/**
 * Figures over every shop (a filter's total and open count, the farthest delivery reach) are kept a
 * minute, not `ttlMs`: at 100,000 shops each is a scan of every matching shop (a common search word
 * matches 10,000), and a total a minute late in other processes misleads nobody (decision 0047).
 * This process drops them on a console edit (`invalidate`).
 */
const CITY_FIGURES_MS = 60_000

export function createShopList(deps: ShopListDeps) {
  const { db, clock, nearby, settings } = deps
  const rareWords = deps.rareWords ?? createRareWords((size) => nearby.searchSample(db, size))
  // Concurrent requests for one page share one read, and an expired page keeps answering while
  // one refresh runs (fifty clients on one position do not all miss at once). A page is kept from
  // its second request on: a position asked for once is not worth keeping (keptOnRepeat). A read
  // still running when its entry is pushed out or dropped by a console edit answers its requests.
  const answers =
    deps.ttlMs > 0
      ? keptOnRepeat<string, ShopListAnswer, AnswerContext>({
          max: ANSWERS_KEPT,
          ttl: deps.ttlMs,
          read: (_key, context) =>
            answer(context.input, context.position, context.locale, context.askDelivery),
          // A kept page is served to many requests unchanged: serialised once (platform/http
          // sharedAnswer). A page read once is serialised as any answer: bytes made for one send
          // would only add to the memory the next collection goes through.
          keep: sharedAnswer,
        })
      : null
  // How far any shop delivers: the box the "does anyone deliver here" question reads.
  const reach = createReadThroughCache(
    async () => {
      const { maxRange, polygons } = await nearby.deliveryReach(db)
      let meters = maxRange
      for (const p of polygons) {
        for (const [lng, lat] of p.deliveryPolygon ?? []) {
          const dLat = (lat - p.lat) * 111_195
          const dLng = (lng - p.lng) * 111_195 * Math.cos((p.lat * Math.PI) / 180)
          meters = Math.max(meters, Math.hypot(dLat, dLng) * 1.01 + 10)
        }
      }
      return meters
    },
    deps.ttlMs > 0 ? CITY_FIGURES_MS : 0,
  )

  // Without a distance bound the count does not depend on the position: one count per filter
  // serves every first page for a minute (at 100,000 shops a count reads the whole index).
  const counts =
    deps.ttlMs > 0
      ? sharedReads<string, number, Omit<CountQuery, 'within'>>({
          max: ANSWERS_KEPT,
          ttl: CITY_FIGURES_MS,
          allowStale: true,
          fetchMethod: (_key, _stale, { context }) =>
            nearby.count(db, { origin: null, filter: context.filter, withinMeters: null }),
        })
      : null
  /** The count of every shop the filter keeps, when one is at hand (a stale one too, as countOf). */
  function cityCount(filter: CountQuery['filter']): number | undefined {
    return counts?.peek(JSON.stringify(filter), { allowStale: true })
  }
  async function countOf(origin: LngLat | null, filter: CountQuery['filter'], within: number | null) {
    if (!counts || within !== null) return nearby.count(db, { origin, filter, withinMeters: within })
    return (await counts.fetch(JSON.stringify(filter), { context: { filter } })) ?? 0
  }

  // Open shops per filter and minute, everywhere (one scan of the shops per minute and filter), and
  // which they are when few.
  async function readOpenShops(filter: CountQuery['filter'], minute: number): Promise<OpenShops> {
    const ids = await nearby.openIds(db, { filter, openAt: minute, cap: OPEN_IDS_KEPT })
    if (ids) return { count: ids.length, ids }
    return {
      count: await nearby.count(db, { origin: null, filter, withinMeters: null, openAt: minute }),
      ids: null,
    }
  }
  const openCounts =
    deps.ttlMs > 0
      ? sharedReads<string, OpenShops, { filter: CountQuery['filter']; minute: number }>({
          max: ANSWERS_KEPT,
          ttl: CITY_FIGURES_MS,
          fetchMethod: (_key, _stale, { context }) => readOpenShops(context.filter, context.minute),
        })
      : null
  /*
   * Whether a keyword matches more than the few-matches cap everywhere, once a first page has told
   * (decision 0056). A common word's first searches each tried the one-statement read (which stops
   * after cap + 1 shops: 45-90 ms for a word in 10,000 shops) until its count was cached: fifty
   * clients searching one new word tried it fifty times. The first try is now awaited by the others,
   * and what it found is kept a minute like the counts (not at all without caches).
   */
  const manyMatches =
    deps.ttlMs > 0 ? new LRUCache<string, boolean>({ max: ANSWERS_KEPT, ttl: CITY_FIGURES_MS }) : null
  const fewTries = new Map<string, Promise<unknown>>()

  const openShopsKey = (filter: CountQuery['filter'], minute: number) => JSON.stringify([filter, minute])
  /** A filter's open shops at a minute, kept (a read in flight is joined); without caches, read. */
  function fetchOpenShops(filter: CountQuery['filter'], minute: number) {
    return openCounts
      ? openCounts.fetch(openShopsKey(filter, minute), { context: { filter, minute } })
      : readOpenShops(filter, minute)
  }
  async function openShopsOf(filter: CountQuery['filter'], minute: number): Promise<OpenShops> {
    const now = fetchOpenShops(filter, minute)
    readNextMinuteAhead(filter, minute)
    return (await now) ?? { count: 0, ids: null }
  }

  /*
   * In a minute's last NEXT_MINUTE_AHEAD_MS, a filter's open shops at the next minute are read
   * ahead (its open shops are asked for: it is in use). At the minute's turn every common word's
   * open count was read by its first search while the others waited (20-40 ms of a scan at 100,000
   * shops, a stall of every search of the word once a minute).
   */
  function readNextMinuteAhead(filter: CountQuery['filter'], minute: number): void {
    const now = clock.now().getTime()
    if (!openCounts || 60_000 - (now % 60_000) > NEXT_MINUTE_AHEAD_MS) return
    const next = shanghaiMinuteOfWeek(new Date(now + 60_000))
    if (next === minute) return
    // has() is false while a read runs; fetch() then joins it
    if (!openCounts.has(openShopsKey(filter, next))) fetchOpenShops(filter, next).catch(() => undefined)
  }

  async function deliversHere(position: LngLat, routeFactor: number): Promise<boolean> {
    const candidates = await nearby.deliveryCandidates(db, position, await reach.get(), 50)
    return candidates.some((row) => deps.quoteFor(row, position, routeFactor)?.inRange === true)
  }

  /**
   * `need` rows in list order after `after`; "nearest first" reads ring by ring, open shops first,
   * except a keyword matching at most `fewMatches` shops, read at once.
   */
  async function rowsInOrder(
    q: {
      origin: LngLat | null
      filter: ShopFilter
      sort: ShopSort
      minuteOfWeek: number
      scope: number | null
    },
    after: Cursor | null,
    need: number,
    offset: number,
    total: number,
    fewMatches: number,
  ): Promise<NearbyRow[]> {
    // Without a position "nearest first" is by id: one read.
    if (q.sort === 'distance' && !q.origin) {
      return nearby.page(db, { ...q, withinMeters: q.scope, closed: null, after, limit: need, offset })
    }
    // Rings only for the distance sort over many shops; a rare keyword reads its few shops at once.
    const byRings = q.sort === 'distance' && !(q.filter.keywords && total <= fewMatches)
    if (q.sort === 'distance' && !byRings) {
      // Both phases in one query: the order (closed, distance, id) is the list order, and the few
      // matching shops come from the trigram index with the distance computed on each.
      const got = await nearby.page(db, {
        ...q,
        withinMeters: q.scope,
        closed: null,
        after,
        limit: need + offset,
        boxed: false,
      })
      return got.slice(offset)
    }
    // How many open shops match, everywhere: a phase stops widening once it has seen all of its
    // shops (at night, when none is open, the open phase reads one ring instead of every shop).
    // Asked only when a ring falls short: it is a scan of every matching shop, and in a city the
    // first ring fills the page (decision 0052).
    let openShops: Promise<OpenShops> | null = null
    const openKnown = () => {
      openShops ??= openShopsOf(q.filter, q.minuteOfWeek)
      return openShops
    }
    // A filter's open shops kept from an earlier page (with their ids when few).
    const openAtHand = openCounts?.peek(openShopsKey(q.filter, q.minuteOfWeek))
    const rows: NearbyRow[] = []
    let want = need + offset
    for (const phase of [0, 1] as const) {
      if (after && phase < after.closed) continue
      const from = after && after.closed === phase ? after : null
      // Best sellers and best rated read the whole scope in their index order (no rings).
      const ringsOut = q.filter.keywords ? RINGS_METERS : RINGS_WITHOUT_KEYWORD_METERS
      const rings = byRings
        ? [...ringsOut.filter((r) => q.scope === null || r < q.scope), q.scope]
        : [q.scope]
      /*
       * The open phase of a filter few open shops match, everywhere: the nearest of them by id (their
       * primary key; every condition still tested on each, so a shop closed or changed since is left
       * out). By rings, a common word with one open shop in the city (at night) read boxes of 2, 8,
       * 32 and 128 km shop by shop: 0.5-1.5 s per search (decision 0061).
       */
      const openByIds = async (ids: string[]): Promise<NearbyRow[]> =>
        ids.length === 0
          ? [] // none open (at night, most words): nothing to ask
          : nearby.page(db, {
              ...q,
              filter: { ...q.filter, ids },
              withinMeters: null,
              closed: 0,
              after: from,
              limit: want,
              boxed: false,
            })
      // How many of a phase's shops come after where the previous page ended (all of them without one).
      const unseen = async (): Promise<number> => {
        const open = (await openKnown()).count
        const inPhase = phase === 0 ? open : total - open
        // Open shops all come before closed ones: the rows listed before the cursor are its phase's
        // first ones (all of them open in the open phase; after the open ones in the closed).
        const seen = from ? (phase === 0 ? from.listed : from.listed - open) : 0
        return inPhase - seen
      }
      const everywhere = byRings && q.scope === null
      // The phase's rows ring by ring outwards, until a ring fills the page or the phase has no more.
      const outwards = async (): Promise<NearbyRow[]> => {
        let toLastRing = false
        for (const ring of rings) {
          // A ring inside where the previous page ended holds nothing new.
          if (ring !== q.scope && ring !== null && from && ring <= from.value) continue
          if (toLastRing && ring !== q.scope) continue
          const got = await nearby.page(db, {
            ...q,
            withinMeters: ring,
            closed: phase,
            after: from,
            limit: want,
            // a keyword with sales or rating: its shops come from the trigram index, the distance
            // bound checked on each
            boxed: byRings || !q.filter.keywords,
            // the first ring's few hundred shops are tested for the keyword one by one (decision 0054)
            keywordOnShops: byRings && ring !== null && ring <= FIRST_RING_METERS,
          })
          if (got.length === want || ring === q.scope) return got
          if (!everywhere) continue
          const left = await unseen()
          if (got.length >= left) return got
          const ids = phase === 0 ? (await openKnown()).ids : null
          if (ids) return openByIds(ids)
          /*
           * All of the phase's shops left fit on this page: the rings would widen until they held the
           * farthest of them, each ring reading its whole box shop by shop (at night a common word with
           * one open shop in the city read boxes of 8, 32 and 128 km: 0.5-1.5 s per search, decision
           * 0061). The last ring (everywhere, the keyword through its trigram index) reads them at once.
           */
          if (left <= want) toLastRing = true
        }
        return [] // not reached: the last ring is the scope's
      }
      // Kept from an earlier page: the few open shops by id, without a first ring.
      const keptIds = everywhere && phase === 0 ? openAtHand?.ids : null
      rows.push(...(keptIds ? await openByIds(keptIds) : await outwards()))
      want = need + offset - rows.length
      if (want === 0) break
    }
    return rows.slice(offset)
  }

  /**
   * A keyword's first page nearest first and its total in one statement, when it matches at most
   * `fewMatches` shops (the rare keyword's one query, decision 0052, with its count folded in:
   * decision 0054); null when it matches more, or when a count at hand already says how to read.
   */
  async function fewFirst(
    q: Parameters<typeof rowsInOrder>[0],
    need: number,
    fewMatches: number,
  ): Promise<{ rows: NearbyRow[]; total: number } | null> {
    const { origin, filter } = q
    const keywords = filter.keywords
    if (!origin || !keywords || q.sort !== 'distance') return null
    const key = JSON.stringify(filter)
    const trying = fewTries.get(key)
    if (trying && !manyMatches?.has(key)) await trying
    const known = cityCount(filter)
    // Counted a moment ago: everywhere, that count serves (as before); within a scope, a keyword
    // known to match many shops is read by rings after a count of its scope.
    if (known !== undefined && (q.scope === null || known > fewMatches)) return null
    if (manyMatches?.get(key) === true) return null
    const tried = nearby.fewFirst(db, {
      origin,
      filter: { ...filter, keywords },
      minuteOfWeek: q.minuteOfWeek,
      withinMeters: q.scope,
      limit: need,
      cap: fewMatches,
    })
    if (manyMatches && !manyMatches.has(key) && !fewTries.has(key)) {
      const told = tried.then(
        (few) => {
          // more than the cap within a scope is more than the cap everywhere; at most the cap
          // within a scope says nothing of everywhere
          if (!few) manyMatches.set(key, true)
          else if (q.scope === null) manyMatches.set(key, false)
        },
        () => undefined,
      )
      fewTries.set(key, told)
      told.finally(() => fewTries.delete(key))
    }
    return tried
  }

  /**
   * The few-matches cap for the city as it is: its shops are near me's total, counted once a minute.
   * Without caches every call would count the whole city again (100 ms at 100,000 shops): the fixed
   * FEW_MATCHES then, as before decision 0075.
   */
  async function fewMatchesNow(): Promise<number> {
    if (deps.fewMatches !== undefined) return deps.fewMatches
    return counts ? fewMatchesFor(await countOf(null, {}, null)) : FEW_MATCHES
  }

  async function answer(
    input: ShopListInput,
    position: LngLat | null,
    locale: Locale,
    askDelivery: boolean,
  ): Promise<ShopListAnswer> {
    const now = clock.now()
    const { routeFactor, closingSoonMinutes } = await settings.current()
    const cursor = input.cursor ? decodeCursor(input.cursor) : null
    const keywords = input.keywords?.trim().toLowerCase() || undefined
    const rareShort = keywords !== undefined && (await rareWords.rareShort?.(keywords)) === true
    const q = {
      origin: position,
      filter: {
        type: input.type,
        taste: input.taste,
        keywords,
        rareWord: (keywords && rareWords.rareWord(keywords)) || undefined,
        ...(rareShort ? { rareShort } : {}),
      },
      sort: input.sort ?? 'distance',
      minuteOfWeek: shanghaiMinuteOfWeek(now),
      scope: position ? SCOPE_METERS[input.scope ?? 'all'] : null,
    }
    // only a keyword is read at once or by rings: without one the cap is not looked up
    const fewMatches = keywords ? await fewMatchesNow() : FEW_MATCHES
    let rows: NearbyRow[]
    let nextCursor: string | null = null
    let total: number
    if (cursor) {
      total = cursor.total
      rows = await rowsInOrder(q, cursor, input.pageSize + 1, 0, total, fewMatches)
    } else {
      const { limit, offset } = catalogWindow(input.pageNo, input.pageSize)
      const few = await fewFirst(q, limit + 1 + offset, fewMatches)
      total = few ? few.total : await countOf(q.origin, q.filter, q.scope)
      rows = few ? few.rows.slice(offset) : await rowsInOrder(q, null, limit + 1, offset, total, fewMatches)
    }
    if (rows.length > input.pageSize) {
      rows = rows.slice(0, input.pageSize)
      const last = rows[rows.length - 1] as NearbyRow
      const listed =
        (cursor ? cursor.listed : catalogWindow(input.pageNo, input.pageSize).offset) + rows.length
      nextCursor = encodeCursor({ closed: last.closed, value: last.sortValue, id: last.id, total, listed })
    }
    const records = rows.map((row) =>
      cardFrom(row, { locale, quote: deps.quoteFor(row, position, routeFactor), closingSoonMinutes, now }),
    )
    return {
      records,
      total,
      // A shop on the page that delivers here answers the question without asking the database.
      deliversHere:
        position && askDelivery
          ? records.some((card) => card.supportsDelivery && card.inRange) ||
            (await deliversHere(position, routeFactor))
          : null,
      nextCursor,
    }
  }

  /**
   * `deliversHere: false` leaves the "does anyone deliver here" question unasked (null): search
   * shows shops and dishes, not the area's delivery banner.
   */
  async function list(
    input: ShopListInput,
    position: LngLat | null,
    locale: Locale,
    options: { deliversHere?: boolean } = {},
  ) {
    const askDelivery = options.deliversHere !== false
    if (!answers) return answer(input, position, locale, askDelivery)
    // The minute is in the key: open states change by the minute.
    const minute = Math.floor(clock.now().getTime() / 60_000)
    const key = JSON.stringify([input, position, locale, minute, askDelivery])
    return answers.fetch(key, { input, position, locale, askDelivery })
  }
  return Object.assign(list, {
    /**
     * A console edit (a shop's profile, hours, menu, suspension): this process answers from the
     * database at once; other processes within `ttlMs`.
     */
    invalidate(): void {
      answers?.clear()
      counts?.clear()
      openCounts?.clear()
      manyMatches?.clear()
      reach.invalidate()
    },
  })
}

interface CountQuery {
  filter: ShopFilter
  within: number | null
}

interface AnswerContext {
  input: ShopListInput
  position: LngLat | null
  locale: Locale
  askDelivery: boolean
}
