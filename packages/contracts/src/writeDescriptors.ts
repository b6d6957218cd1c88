/** CLI: regenerates descriptors.ts and descriptors/ next to this file (stale ones are removed). */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import * as contracts from './index'
import { callGroups, renderDescriptors } from './renderDescriptors'

const src = new URL('./', import.meta.url)
rmSync(new URL('./descriptors/', src), { recursive: true, force: true })
mkdirSync(new URL('./descriptors/', src))
for (const [path, text] of Object.entries(renderDescriptors(callGroups(contracts))))
  writeFileSync(new URL(path, src), text)
