import type { Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import type { Clock } from '../../platform/clock'
import { readSettings } from '../settings'
import { awardsRepository as awards } from './awards.repository'
import { loyaltyCreditJob } from './loyalty.jobs'

const DAY_MS = 24 * 60 * 60_000

/** The order completed: what it earned is credited after the waiting period (the first completion decides). */
export async function scheduleCredit(deps: { clock: Clock }, tx: Tx, orderId: string): Promise<void> {
  const award = await awards.byOrder(tx, orderId)
  if (award?.status !== 'pending') return
  const { loyaltyCreditDays } = await readSettings(tx)
  const creditAt = new Date(deps.clock.now().getTime() + loyaltyCreditDays * DAY_MS)
  if (!(await awards.setCreditAt(tx, orderId, creditAt))) return
  await scheduleJob(tx, loyaltyCreditJob, { dedupeKey: orderId, runAt: creditAt, payload: { orderId } })
}
