import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { deliveryAddresses } from '../../db/schema'

export type AddressRow = typeof deliveryAddresses.$inferSelect

export function createAddressesRepository() {
  return {
    async list(db: Executor, memberId: string, limit: number | null, offset: number) {
      const query = db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.memberId, memberId))
        .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.createdAt))
      const records = limit === null ? await query : await query.limit(limit).offset(offset)
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.memberId, memberId))
      return { records, total: Number(count?.total ?? 0) }
    },
    /** Only the owner's address: another member's id is simply not found. */
    async ownedBy(db: Executor, memberId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.memberId, memberId)))
      return row
    },
    async clearDefault(db: Executor, memberId: string) {
      await db
        .update(deliveryAddresses)
        .set({ isDefault: false })
        .where(eq(deliveryAddresses.memberId, memberId))
    },
    async insert(db: Executor, row: typeof deliveryAddresses.$inferInsert): Promise<AddressRow> {
      const [created] = await db.insert(deliveryAddresses).values(row).returning()
      if (!created) throw new Error('insert returned nothing')
      return created
    },
  }
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>
