import { describe, expect, it } from 'vitest'
import { createRareWords, joinSample, rareWordOf } from './rare-words'

// 1,000 shops' texts: every one says 'house', a tenth 'noodles', one '54321'.
const texts = Array.from(
  { length: 1000 },
  (_, i) => `${i % 10 === 0 ? 'noodles' : 'dumplings'} house ${i === 7 ? 54321 : i}`,
)
const sample = joinSample(texts)

describe('the rare word of a keyword (decision 0056)', () => {
  it('is the word fewest sampled shops hold, when few hold it', () => {
    expect(rareWordOf('house 54321', sample)).toBe('54321')
    expect(rareWordOf('54321 house', sample)).toBe('54321')
    expect(rareWordOf('noodles house 54321', sample)).toBe('54321')
    // a word no sampled shop holds is rare too (the city may still have it)
    expect(rareWordOf('house 99999', sample)).toBe('99999')
  })

  it('is none for one word, common words, or words too short for a trigram', () => {
    expect(rareWordOf('54321', sample)).toBeNull()
    expect(rareWordOf('noodles house', sample)).toBeNull()
    expect(rareWordOf('house 12', sample)).toBeNull()
    expect(rareWordOf('house house', sample)).toBeNull()
    expect(rareWordOf('house 54321', joinSample([]))).toBeNull()
  })

  it('prefers the longer word when two are as rare', () => {
    expect(rareWordOf('777 house 98765', sample)).toBe('98765')
  })

  it('answers none until the sample is read, then from it', async () => {
    let reads = 0
    const words = createRareWords(async (size) => {
      reads++
      return texts.slice(0, size).map((text) => text.toUpperCase())
    })
    expect(words.rareWord('house 54321')).toBeNull()
    await words.load()
    expect(words.rareWord('house 54321')).toBe('54321')
    // one read (the first call started it, `load` waited for it), kept for the next calls
    expect(reads).toBe(1)
  })
})

describe('a short rare keyword (decision 0068)', () => {
  it('is one or two characters in no sampled shop, told once the first sample is read', async () => {
    const reads: ((texts: string[]) => void)[] = []
    const words = createRareWords(() => new Promise<string[]>((resolve) => reads.push(resolve)))
    // a longer keyword never waits and is never "short"
    expect(await words.rareShort('no such shop')).toBe(false)
    const absent = words.rareShort('龘')
    const present = words.rareShort('NO')
    reads[0]?.(texts)
    expect(await absent).toBe(true)
    expect(await present).toBe(false) // 'noodles'
    expect(await words.rareShort('5432')).toBe(false) // four characters: the trigram index reads it
    expect(await words.rareShort('zq')).toBe(true)
    expect(reads).toHaveLength(1)
  })

  it('is not told without a sample (a failed read): read the way it was', async () => {
    const words = createRareWords(() => Promise.reject(new Error('database down')))
    expect(await words.rareShort('龘')).toBe(false)
  })
})

describe('counting a word in the joined sample', () => {
  // at 200 sampled shops a rare word is in at most one of them; 'ccc' is in two: not rare
  const sized = (texts: string[]) => ({ ...joinSample(texts), size: 200 })
  it('counts a text once however often it holds the word', () => {
    expect(rareWordOf('abc ccc', sized(['abc abc', 'ccc', 'ccc']))).toBe('abc')
  })
  it('never counts a word across the end of one text and the start of the next', () => {
    expect(rareWordOf('abc ccc', sized(['xx ab', 'c x', 'abc', 'ccc', 'ccc']))).toBe('abc')
  })
})
