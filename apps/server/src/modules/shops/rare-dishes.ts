import { keptSample } from './rare-words'

/**
 * Whether a keyword is rare among the dishes, so search reads its dishes by the named statement
 * that always goes through the trigram index (decision 0059).
 *
 * The dish statement was planned on every call (0.26-0.33 ms, five times its execution for a rare
 * keyword): one plan for every pattern would read a common word's dishes the slow way or a rare
 * one's by a scan of 1,000,000 dishes. A keyword found in none of SAMPLE_SIZE random dishes is in
 * well under 1% of them (a word in 0.1% is missed by the sample one time in eight): its few dishes are
 * read through the index whatever the plan, which the named statement does without planning.
 * Both statements give the matches in the table's order, so the sample only decides the cost.
 */
const SAMPLE_SIZE = 2000
const SAMPLE_MS = 10 * 60_000

/**
 * The dishes' sample kept per process (SAMPLE_SIZE dish texts). Before the first sample arrives a
 * keyword of three characters or more is not rare (its dishes are read by the statement planned per
 * call, through the trigram index); a shorter one waits for that sample (`KeptSample.absent`): read as
 * a common keyword, a character in no dish was a scan of every dish (1.6 s at 1,000,000), which any
 * caller could ask a freshly started process for (decision 0067).
 */
export function createRareDishes(readSample: (size: number) => Promise<string[]>, sampleMs = SAMPLE_MS) {
  const sample = keptSample(readSample, SAMPLE_SIZE, sampleMs)
  return {
    isRare: (keyword: string): Promise<boolean> => sample.absent(keyword.toLowerCase()),
    load: sample.load,
  }
}
