import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODULES } from '../app'
import { type Database, openDatabase } from '../db/client'
import { createJobRunner, defineJob, handleJob } from '../jobs/queue'
import { defineCause } from '../modules/ledger'
import { systemClock } from './clock'
import { checkManifests, defineModule } from './module'

const silent = { error: () => undefined }

describe('module manifests', () => {
  it("the app's modules have distinct names and causes", () => {
    expect(() => checkManifests(MODULES)).not.toThrow()
  })

  it('refuses two modules of one name, and one cause declared twice', () => {
    const a = defineModule({ name: 'a', causes: [defineCause('x')], register: () => undefined })
    const b = defineModule({ name: 'b', causes: [defineCause('x')], register: () => undefined })
    expect(() => checkManifests([a, a])).toThrow('two declarations of module a')
    expect(() => checkManifests([a, b])).toThrow('two declarations of ledger cause x')
  })
})

describe('job runner', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({})
  })
  afterAll(async () => database?.close())

  it('refuses two handlers for one job kind', () => {
    const kind = defineJob<{ id: string }>('test.kind')
    const handler = handleJob(kind, async () => undefined)
    expect(() => createJobRunner(database.db, systemClock, [handler, handler], silent)).toThrow(
      'two handlers for job kind test.kind',
    )
  })
})
