import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'

/** What the mall's use cases need. */
export interface MallDeps {
  db: Db
  clock: Clock
}
