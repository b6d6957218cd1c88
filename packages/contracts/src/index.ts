import type { Call } from './call'
import * as groups from './groups'
import { callGroups } from './renderDescriptors'

export * from './groups'

/** Every call of the API (each exported `<group>Calls` object), for the OpenAPI document and for the test that each one is bound. */
export const ALL_CALLS: Call[] = Object.values(callGroups(groups)).flatMap((group) => Object.values(group))
