import { createReadThroughCache } from './shops.cache'

/**
 * Which word of a keyword the trigram index should look up (decision 0056).
 *
 * A keyword of several words, one common and one rare ('house 54321'), matched through the trigram
 * index costs what its commonest trigrams cost: 'hou', 'ous', 'use' have an entry for every shop of
 * a city whose names say "house", and the index steps through them for each candidate of the rare
 * ones (2.7 ms per statement at 100,000 shops). Looked up by the rare word alone ('%54321%') the
 * index reads a few entries (0.04 ms), and the whole keyword is then tested on the few shops found.
 * The shops matching the whole keyword are among those matching any of its words, so the answer is
 * the same whichever word is chosen: the choice only decides the cost.
 *
 * Rarity is read off a sample of the shops' search texts (SAMPLE_SIZE random shops, read again every
 * SAMPLE_MS): a word found in at most RARE_SHARE of them is rare.
 */
const SAMPLE_SIZE = 1000
const SAMPLE_MS = 10 * 60_000
/** At 1,000 sampled shops: in at most 5 of them (about 0.5% of the shops). */
const RARE_SHARE = 0.005
/** Fewer characters than a trigram: the trigram index cannot narrow such a pattern (or pattern word). */
const TRIGRAM_LENGTH = 3

/** Between two texts of a joined sample (no search text holds it). */
const TEXT_END = '\u0000'

/** The sample as one string, each text ended by TEXT_END: one native search per word. */
export function joinSample(texts: readonly string[]): { joined: string; size: number } {
  return { joined: texts.map((text) => `${text.toLowerCase()}${TEXT_END}`).join(''), size: texts.length }
}

/** How many texts of the sample hold `word`, counted up to `upTo` (past it the word is not rare). */
function textsHolding(word: string, joined: string, upTo: number): number {
  let hits = 0
  let at = joined.indexOf(word)
  while (at >= 0 && hits < upTo) {
    hits++
    const end = joined.indexOf(TEXT_END, at)
    if (end < 0) break
    at = joined.indexOf(word, end + 1)
  }
  return hits
}

/**
 * The rarest word of `keywords` (lower-cased) in the sample when the keyword has another word and
 * the rarest is rare; null: the whole keyword is looked up as before. A search's own cost: a few
 * scans of ~100 KB (a common word stops counting as soon as it is known not to be rare).
 */
export function rareWordOf(keywords: string, sample: { joined: string; size: number }): string | null {
  const words = [...new Set(keywords.split(/\s+/).filter(Boolean))]
  if (words.length < 2 || sample.size === 0) return null
  const rare = Math.floor(sample.size * RARE_SHARE)
  let best: { word: string; hits: number } | null = null
  for (const word of words) {
    if (shorterThanTrigram(word) || word.includes(TEXT_END)) continue
    const hits = textsHolding(word, sample.joined, rare + 1)
    // fewest hits; on a tie the longer word (more trigrams to narrow the index's candidates)
    if (!best || hits < best.hits || (hits === best.hits && word.length > best.word.length))
      best = { word, hits }
  }
  if (!best || best.hits > rare) return null
  return best.word
}

/** True when `keyword` (lower-cased) is in no text of the sample; false without a sample. */
export function absentFromSample(keyword: string, sample: { joined: string; size: number }): boolean {
  if (sample.size === 0 || keyword.length === 0) return false
  return !sample.joined.includes(keyword)
}

/** Fewer characters than a trigram (counted as characters, not UTF-16 units). */
export function shorterThanTrigram(keyword: string): boolean {
  return [...keyword].length < TRIGRAM_LENGTH
}

/** Sampled search texts, joined; read again in the background every `sampleMs`. */
export interface KeptSample {
  /** The last sample read (empty before the first arrives or while none could be read); never waits. */
  current(): { joined: string; size: number }
  /**
   * Whether `keyword` (lower-cased) is in no sampled text (absentFromSample). A keyword shorter than a
   * trigram waits for the first read when none has arrived yet (concurrent callers share it; a failed
   * read answers false): read as common before it, such a keyword is a scan of the whole table
   * (decisions 0067, 0068). A longer one is told by the sample at hand and never waits.
   */
  absent(keyword: string): Promise<boolean>
  /** A test's or a console edit's way to read the sample now. */
  load(): Promise<void>
}

/** A sample of `size` texts kept per process (memory does not grow with the table). */
export function keptSample(
  readSample: (size: number) => Promise<string[]>,
  size: number,
  sampleMs: number,
): KeptSample {
  let sample = joinSample([])
  const cache = createReadThroughCache(async () => {
    sample = joinSample(await readSample(size))
    return sample
  }, sampleMs)
  return {
    current() {
      // refreshed in the background (a failed read keeps the last sample)
      cache.get().catch(() => undefined)
      return sample
    },
    async absent(keyword) {
      // refreshed in the background, as `current` does; awaited only by a short keyword without a sample
      const read = cache.get().catch(() => undefined)
      if (sample.size === 0 && shorterThanTrigram(keyword)) await read
      return absentFromSample(keyword, sample)
    },
    async load() {
      cache.invalidate()
      await cache.get()
    },
  }
}

/**
 * The shops' sample kept per process (SAMPLE_SIZE texts). `rareWord` never waits for the database:
 * before the first sample arrives (and while none could be read) it answers null, so a search is
 * looked up the way it was. `rareShort` tells a keyword of one or two characters in no sampled shop,
 * read through the characters' index (decision 0068; it waits for the first sample: `absent`).
 */
export function createRareWords(readSample: (size: number) => Promise<string[]>, sampleMs = SAMPLE_MS) {
  const sample = keptSample(readSample, SAMPLE_SIZE, sampleMs)
  return {
    rareWord: (keywords: string): string | null => rareWordOf(keywords, sample.current()),
    async rareShort(keywords: string): Promise<boolean> {
      const lower = keywords.toLowerCase()
      return shorterThanTrigram(lower) && sample.absent(lower)
    },
    load: sample.load,
  }
}
