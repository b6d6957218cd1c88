import type { AdminMerchant } from '@siam/contracts'
import { validateEmail, validateLoginPassword } from '@siam/domain'
import type { Db, Executor } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { audit } from '../audit'
import { shopQueries } from '../shops'
import { checkFields, normalizeEmail } from './auth.fields'
import * as repo from './auth.repository'
import { hashPassword } from './passwords'

/**
 * Platform staff managing merchant accounts (issue 14, decision 0042): create one with an initial
 * password the platform hands over (no invitation mail), and set the shops it runs. The actor's shops
 * are read on every call (sessions.ts), so a binding change applies at once. Both are audited.
 */
export function createStaffAdmin(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function merchantView(x: Executor, id: string): Promise<AdminMerchant> {
    const row = await repo.staffById(x, id)
    if (row?.role !== 'merchant') fail('MERCHANT_NOT_FOUND')
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      shopIds: await repo.shopIdsOfStaff(x, row.id),
      createdAt: row.createdAt.toISOString(),
    }
  }

  /** The distinct shop ids, every one an existing shop (else SHOP_NOT_FOUND). */
  async function existingShops(x: Executor, shopIds: string[]): Promise<string[]> {
    const unique = [...new Set(shopIds)]
    const found = await shopQueries.shopsByIds(x, unique)
    if (found.length !== unique.length) fail('SHOP_NOT_FOUND')
    return unique.sort()
  }

  return {
    async list(): Promise<AdminMerchant[]> {
      const rows = await repo.merchants(db)
      const pairs = await repo.allStaffShops(db)
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        shopIds: pairs.filter((p) => p.staffId === row.id).map((p) => p.shopId),
        createdAt: row.createdAt.toISOString(),
      }))
    },
    async create(
      actor: StaffActor,
      input: { email: string; name: string; password: string; shopIds: string[] },
    ): Promise<AdminMerchant> {
      checkFields({ email: validateEmail(input.email), password: validateLoginPassword(input.password) })
      const email = normalizeEmail(input.email)
      const shopIds = await existingShops(db, input.shopIds)
      const passwordHash = await hashPassword(input.password)
      const id = newId()
      const now = clock.now()
      await db.transaction(async (tx) => {
        const row = { id, email, passwordHash, name: input.name, role: 'merchant' as const }
        if (!(await repo.insertStaff(tx, row, shopIds))) fail('EMAIL_TAKEN')
        await audit.record(tx, {
          actor,
          action: 'merchant.create',
          subject: `merchant:${id}`,
          before: null,
          after: { email, shopIds },
          at: now,
        })
      })
      return merchantView(db, id)
    },
    async bind(actor: StaffActor, id: string, shopIdsAsked: string[]): Promise<AdminMerchant> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const before = await merchantView(tx, id)
        const shopIds = await existingShops(tx, shopIdsAsked)
        await repo.replaceStaffShops(tx, id, shopIds)
        await audit.record(tx, {
          actor,
          action: 'merchant.bind',
          subject: `merchant:${id}`,
          before: { shopIds: before.shopIds },
          after: { shopIds },
          at: now,
        })
      })
      return merchantView(db, id)
    },
  }
}
