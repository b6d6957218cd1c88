import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client'
import { lockMember } from '../auth'
import { deliveryAddresses } from './addresses.tables'

export type AddressRow = typeof deliveryAddresses.$inferSelect
export type AddressWrite = Omit<typeof deliveryAddresses.$inferInsert, 'id' | 'memberId' | 'createdAt'>

/** Every read and write names the member: another member's id is simply not found. */
const owned = (memberId: string, id: string) =>
  and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.memberId, memberId))

async function countOf(db: Executor, memberId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.memberId, memberId))
  return Number(row?.total ?? 0)
}

export function createAddressesRepository() {
  return {
    /** Default first, then newest (spec 7: the default becomes the current delivery address). */
    async list(db: Executor, memberId: string, limit: number | null, offset: number) {
      const query = db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.memberId, memberId))
        .orderBy(
          desc(deliveryAddresses.isDefault),
          desc(deliveryAddresses.createdAt),
          desc(deliveryAddresses.id),
        )
      const records = limit === null ? await query : await query.limit(limit).offset(offset)
      return { records, total: await countOf(db, memberId) }
    },
    count: countOf,
    async ownedBy(db: Executor, memberId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(deliveryAddresses).where(owned(memberId, id))
      return row
    },
    /**
     * Serialises one member's address changes (first-address default, default moves, promotion on
     * delete): without it two concurrent first inserts could both become the default.
     */
    lockMember: (tx: Tx, memberId: string): Promise<void> => lockMember(tx, memberId),
    async clearDefault(db: Executor, memberId: string, exceptId?: string) {
      await db
        .update(deliveryAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(deliveryAddresses.memberId, memberId),
            eq(deliveryAddresses.isDefault, true),
            exceptId ? ne(deliveryAddresses.id, exceptId) : undefined,
          ),
        )
    },
    async insert(db: Executor, row: typeof deliveryAddresses.$inferInsert): Promise<AddressRow> {
      const [created] = await db.insert(deliveryAddresses).values(row).returning()
      if (!created) throw new Error('insert returned nothing')
      return created
    },
    async update(db: Executor, memberId: string, id: string, patch: Partial<AddressWrite>) {
      const [row] = await db
        .update(deliveryAddresses)
        .set({ ...patch, updatedAt: new Date() })
        .where(owned(memberId, id))
        .returning()
      return row
    },
    async delete(db: Executor, memberId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.delete(deliveryAddresses).where(owned(memberId, id)).returning()
      return row
    },
    async newest(db: Executor, memberId: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.memberId, memberId))
        .orderBy(desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id))
        .limit(1)
      return row
    },
  }
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>
