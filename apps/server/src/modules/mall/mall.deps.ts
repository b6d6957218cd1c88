import type { Db, Tx } from '../../db/client'
import type { Clock } from '../../platform/clock'

/** What the mall's use cases need. */
export interface MallDeps {
  db: Db
  clock: Clock
  /**
   * Sends a mall order's provider-paid cash part back through the payments module's refund path
   * (decision 0025); false when the order has no provider payment.
   */
  refundToProvider: (tx: Tx, orderId: string, amountFen: number) => Promise<boolean>
}
