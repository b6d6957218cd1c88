import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as descriptors from './descriptors'
import * as contracts from './index'
import { callGroups, renderDescriptors } from './renderDescriptors'

const read = (path: string) => readFileSync(new URL(`./${path}`, import.meta.url), 'utf8')
const generated = renderDescriptors(callGroups(contracts))
const written = () => [
  'descriptors.ts',
  ...readdirSync(new URL('./descriptors/', import.meta.url)).map((f) => `descriptors/${f}`),
]

describe('descriptors', () => {
  it('are what the contracts generate (run `npm --workspace @siam/contracts run descriptors` if not)', () => {
    expect(written().sort()).toEqual(Object.keys(generated).sort())
    for (const path of written()) expect(read(path), path).toBe(generated[path])
  })

  it('give every call of ALL_CALLS a descriptor with its path and audience', () => {
    const described = Object.values(descriptors).flatMap((group) => Object.values(group))
    const fromContracts = contracts.ALL_CALLS.map(({ path, audience }) => ({ path, audience }))
    expect(described).toEqual(expect.arrayContaining(fromContracts))
    expect(described).toHaveLength(fromContracts.length)
  })

  it('import nothing but types from the zod contracts', () => {
    for (const path of written().filter((p) => p.startsWith('descriptors/'))) {
      const runtimeImports = read(path)
        .split('\n')
        .filter((l) => l.startsWith('import ') && !l.startsWith('import type'))
      expect(runtimeImports, path).toEqual(["import { describe } from '../descriptor'"])
    }
    expect(read('descriptors.ts')).not.toMatch(/^import /m)
    expect(read('descriptor.ts')).not.toMatch(/^import (?!type)/m)
  })
})
