import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import { type Db, MIGRATIONS_DIR } from '../client'
import { DEMO_CITY, DEMO_SHOPS } from './demo-city'
import { DEMO_DELIVERY_AREAS } from './demo-delivery-areas'
import { DEMO_FAQ } from './demo-faq'
import { DEMO_MALL } from './demo-mall'
import { DEMO_PROFILES } from './demo-profiles'
import { BANNERS, DEMO_ACCOUNTS, seedDemo } from './seed'
import { seedRuns } from './seed.tables'

/**
 * Bump when the seed's code (not its data) changes what it writes without a schema change: the data
 * and the schema (the last migration) are in the fingerprint already.
 */
const SEED_CODE_VERSION = 1
const DEMO = 'demo'

/** What the demo seed would write: its data, its code version and the schema it writes into. */
export function demoFingerprint(migrationsDir = MIGRATIONS_DIR): string {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  const schema = journal.entries.map((e) => e.tag).join(',')
  const data = [DEMO_CITY, DEMO_SHOPS, DEMO_DELIVERY_AREAS, DEMO_FAQ, DEMO_MALL, DEMO_PROFILES, BANNERS]
  return createHash('sha256')
    .update(JSON.stringify([SEED_CODE_VERSION, schema, DEMO_ACCOUNTS, data]))
    .digest('hex')
}

/**
 * Seeds the demo city unless the database already holds this very seed (same fingerprint): a
 * restart then costs no seeding. The fingerprint is stored after the seed has finished, so a seed
 * cut short runs again on the next start.
 */
export async function seedDemoWhenStale(
  db: Db,
  clock: Clock,
  fingerprint = demoFingerprint(),
): Promise<{ skipped: true } | { skipped: false; shops: number; dishes: number }> {
  const [stored] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO))
  if (stored?.fingerprint === fingerprint) return { skipped: true }
  const seeded = await seedDemo(db, clock)
  await db
    .insert(seedRuns)
    .values({ name: DEMO, fingerprint, seededAt: clock.now() })
    .onConflictDoUpdate({ target: seedRuns.name, set: { fingerprint, seededAt: clock.now() } })
  return { skipped: false, ...seeded }
}
