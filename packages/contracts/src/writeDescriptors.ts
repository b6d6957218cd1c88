/** CLI: regenerates descriptors.ts next to this file. */
import { writeFileSync } from 'node:fs'
import * as contracts from './index'
import { callGroups, renderDescriptors } from './renderDescriptors'

writeFileSync(new URL('./descriptors.ts', import.meta.url), renderDescriptors(callGroups(contracts)))
