import type { Translate } from '@siam/i18n/node'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import type { Loyalty } from '../loyalty'
import type { ActorRef, OrderQueries, OrdersService } from '../orders'
import type { PaymentsService } from '../payments'
import type { SettingsService } from '../settings'
import type { ShopQueries } from '../shops'
import type { AftersaleRepository } from './aftersale.repository'

/**
 * Everything the after-sale use cases may reach. Each use case names the part it needs
 * (`Pick<AftersaleDeps, ...>`), so a test or another composition can hand it just that.
 */
export interface AftersaleDeps {
  db: Db
  clock: Clock
  translate: Translate
  settings: SettingsService
  repo: AftersaleRepository
  orders: OrdersService
  ordersRepo: OrderQueries
  shops: ShopQueries
  payments: PaymentsService
  loyalty: Loyalty
  log: { warn: (obj: unknown, msg: string) => void }
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

/** The deadline jobs, and the hand-over of a new member request to the merchant. */
export const SYSTEM: ActorRef = { type: 'system', id: null }
