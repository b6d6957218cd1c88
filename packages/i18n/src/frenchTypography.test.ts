/**
 * French typography: a no-break space before "?", "!", ":" and ";" (a narrow one, U+202F, before "? ! ;",
 * a full one, U+00A0, before ":"), so the mark never starts a line on its own and never touches the word.
 * Web addresses ("https://") and clock times ("14:05") are the exceptions.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const FR = join(import.meta.dirname, '..', 'locales', 'fr')

/** The places in `value` where a high punctuation mark lacks its no-break space. */
function frenchSpacingProblems(value: string): string[] {
  const problems: string[] = []
  for (const m of value.matchAll(/[?!:;]/g)) {
    const at = m.index ?? 0
    const before = value[at - 1] ?? ''
    const after = value[at + 1] ?? ''
    if (before === '\u202f' || before === '\u00a0') continue
    if (m[0] === ':' && (after === '/' || (/\d/.test(before) && /\d/.test(after)))) continue
    // a run of marks ("?!") carries one space before the first
    if (/[?!]/.test(before)) continue
    problems.push(`…${value.slice(Math.max(0, at - 12), at + 2)}…`)
  }
  return problems
}

describe('French typography', () => {
  it('the check itself finds what is wrong and passes what is right', () => {
    expect(frenchSpacingProblems('Annuler ?')).toHaveLength(1)
    expect(frenchSpacingProblems('Annuler?')).toHaveLength(1)
    expect(frenchSpacingProblems('Position : ici')).toHaveLength(1)
    expect(frenchSpacingProblems('Annuler\u202f? Position\u00a0: ici ; non')).toHaveLength(1)
    expect(frenchSpacingProblems('Ouvert 09:00 - 21:30, voir https://siam.example')).toEqual([])
  })

  const files = readdirSync(FR).filter((f) => f.endsWith('.json'))
  it.each(files)('fr/%s puts a no-break space before ? ! : ;', (file) => {
    const catalogue = JSON.parse(readFileSync(join(FR, file), 'utf8')) as Record<string, string>
    const problems = Object.entries(catalogue).flatMap(([key, value]) =>
      frenchSpacingProblems(value).map((p) => `${key}: ${p}`),
    )
    expect(problems).toEqual([])
  })
})
