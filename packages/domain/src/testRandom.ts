/**
 * Seeded generator for the randomized invariant tests (fast-check is not a
 * dependency): a failure reproduces from the printed seed.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function randomInt(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1))
}

/**
 * The base seed of this run's randomized tests: PROPERTY_SEED replays a run, otherwise a new one
 * each run, printed so a failure can be replayed (decision 0016).
 */
export const PROPERTY_SEED: number = Number(process.env.PROPERTY_SEED) || Math.floor(Math.random() * 2 ** 31)
console.log(`randomized tests: seed ${PROPERTY_SEED} (replay with PROPERTY_SEED=${PROPERTY_SEED})`)

/**
 * How many random cases a test runs: its default, ten times as many under PROPERTY_FULL=1
 * (`npm run test:property`), or exactly PROPERTY_RUNS.
 */
export function propertyRuns(fallback: number): number {
  const exact = Number(process.env.PROPERTY_RUNS)
  if (Number.isInteger(exact) && exact > 0) return exact
  return process.env.PROPERTY_FULL === '1' ? fallback * 10 : fallback
}
