import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as descriptors from './descriptors'
import * as contracts from './index'
import { callGroups, renderDescriptors } from './renderDescriptors'

describe('descriptors.ts', () => {
  it('is what the contracts generate (run `npm --workspace @siam/contracts run descriptors` if not)', () => {
    const written = readFileSync(new URL('./descriptors.ts', import.meta.url), 'utf8')
    expect(written).toBe(renderDescriptors(callGroups(contracts)))
  })

  it('gives every call of ALL_CALLS a descriptor with its path and audience', () => {
    const described = Object.values(descriptors).flatMap((group) => Object.values(group))
    const fromContracts = contracts.ALL_CALLS.map(({ path, audience }) => ({ path, audience }))
    expect(described).toEqual(expect.arrayContaining(fromContracts))
    expect(described).toHaveLength(fromContracts.length)
  })

  it('imports nothing but types from the zod contracts', () => {
    const written = readFileSync(new URL('./descriptors.ts', import.meta.url), 'utf8')
    const runtimeImports = written
      .split('\n')
      .filter((l) => l.startsWith('import ') && !l.startsWith('import type'))
    expect(runtimeImports).toEqual(["import { describe } from './descriptor'"])
    expect(readFileSync(new URL('./descriptor.ts', import.meta.url), 'utf8')).not.toMatch(/^import (?!type)/m)
  })
})
