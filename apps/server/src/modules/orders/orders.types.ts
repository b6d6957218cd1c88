import type { OrderActor } from '@siam/domain'
import type { Translate } from '@siam/i18n/node'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import type { AddressQueries } from '../addresses'
import type { Loyalty } from '../loyalty'
import type { SettingsService } from '../settings'
import type { ShopQueries } from '../shops'
import type { MemberActionFacts } from './orders.actions'
import type { OrdersRepository } from './orders.repository'
import type { orders } from './orders.tables'

/** Everything the orders use cases may use; each takes only the part it needs. */
export interface OrdersDeps {
  db: Db
  clock: Clock
  translate: Translate
  settings: SettingsService
  repo: OrdersRepository
  shops: ShopQueries
  addresses: AddressQueries
  /** Coupons, points and rewards follow the order's status (modules/loyalty). */
  loyalty: Loyalty
}

export interface ActorRef {
  type: OrderActor
  id: string | null
}

/** Columns a status change sets besides the status itself. */
export type OrderPatch = Omit<Partial<typeof orders.$inferInsert>, 'status'>

/** What decides an order's buttons besides its row (see orders.actions.ts). */
export type OrderFacts = Omit<MemberActionFacts, 'now' | 'settings'>
