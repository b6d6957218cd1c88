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
