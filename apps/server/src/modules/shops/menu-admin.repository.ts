import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { goods, goodsOptionGroups, goodsOptions, menuCategories, shops } from './shops.tables'

/** The SQL of the merchant's menu and shop editing (issue 14), on the shops module's own tables. */
export type CategoryRow = typeof menuCategories.$inferSelect
type GoodsInsert = typeof goods.$inferInsert
type GoodsPatch = Partial<Omit<GoodsInsert, 'id' | 'shopId' | 'key' | 'version'>>
type ShopPatch = Partial<Omit<typeof shops.$inferInsert, 'id' | 'key'>>
export interface OptionGroupWrite {
  id: string
  name: Record<string, string>
  required: boolean
  multiple: boolean
  minChoices: number
  maxChoices: number
  options: { id: string; name: Record<string, string>; priceFen: number }[]
}

export function createMenuAdminRepository() {
  return {
    async categoriesOf(db: Executor, shopId: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.shopId, shopId))
        .orderBy(asc(menuCategories.sort), asc(menuCategories.id))
    },
    async categoryById(db: Executor, shopId: string, id: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(menuCategories)
        .where(and(eq(menuCategories.shopId, shopId), eq(menuCategories.id, id)))
      return row
    },
    /** A new category goes after the last one. */
    async insertCategory(db: Executor, row: { id: string; shopId: string; name: Record<string, string> }) {
      const [last] = await db
        .select({ sort: max(menuCategories.sort) })
        .from(menuCategories)
        .where(eq(menuCategories.shopId, row.shopId))
      const [inserted] = await db
        .insert(menuCategories)
        .values({ ...row, key: row.id, sort: (last?.sort ?? -1) + 1 })
        .returning()
      return inserted as CategoryRow
    },
    async renameCategory(db: Executor, shopId: string, id: string, name: Record<string, string>) {
      const [row] = await db
        .update(menuCategories)
        .set({ name })
        .where(and(eq(menuCategories.shopId, shopId), eq(menuCategories.id, id)))
        .returning()
      return row
    },
    async goodsCountIn(db: Executor, categoryId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(goods).where(eq(goods.categoryId, categoryId))
      return row?.n ?? 0
    },
    async deleteCategory(db: Executor, shopId: string, id: string): Promise<void> {
      await db.delete(menuCategories).where(and(eq(menuCategories.shopId, shopId), eq(menuCategories.id, id)))
    },
    async sortCategories(db: Executor, shopId: string, ids: string[]): Promise<void> {
      for (const [sort, id] of ids.entries()) {
        await db
          .update(menuCategories)
          .set({ sort })
          .where(and(eq(menuCategories.shopId, shopId), eq(menuCategories.id, id)))
      }
    },
    async goodsIdsIn(db: Executor, shopId: string, categoryId: string): Promise<string[]> {
      const rows = await db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.shopId, shopId), eq(goods.categoryId, categoryId)))
      return rows.map((r) => r.id)
    },
    async sortGoods(db: Executor, shopId: string, ids: string[]): Promise<void> {
      for (const [sort, id] of ids.entries()) {
        await db
          .update(goods)
          .set({ sort })
          .where(and(eq(goods.shopId, shopId), eq(goods.id, id)))
      }
    },
    async goodsOfShop(db: Executor, shopId: string, ids: string[]) {
      if (ids.length === 0) return []
      return db
        .select()
        .from(goods)
        .where(and(eq(goods.shopId, shopId), inArray(goods.id, ids)))
    },
    /** A new dish goes last in its category. */
    async insertGoods(db: Executor, row: Omit<GoodsInsert, 'key' | 'sort' | 'version'>) {
      const [last] = await db
        .select({ sort: max(goods.sort) })
        .from(goods)
        .where(eq(goods.categoryId, row.categoryId))
      const [inserted] = await db
        .insert(goods)
        .values({ ...row, key: row.id, sort: (last?.sort ?? -1) + 1, version: 1 })
        .returning()
      if (!inserted) throw new Error('insert returned no row')
      return inserted
    },
    /**
     * Saves a dish only if it is still at `version` (optimistic lock); undefined when someone saved it
     * since. On PostgreSQL a concurrent save waits for the row and then sees the new version.
     */
    async updateGoodsAt(db: Executor, shopId: string, id: string, version: number, patch: GoodsPatch) {
      const [row] = await db
        .update(goods)
        .set({ ...patch, version: sql`${goods.version} + 1` })
        .where(and(eq(goods.shopId, shopId), eq(goods.id, id), eq(goods.version, version)))
        .returning()
      return row
    },
    /** Replaces a dish's option groups (ids kept where given, so members' carts stay valid). */
    async replaceOptionGroups(db: Executor, goodsId: string, groups: OptionGroupWrite[]): Promise<void> {
      const old = await db
        .select({ id: goodsOptionGroups.id })
        .from(goodsOptionGroups)
        .where(eq(goodsOptionGroups.goodsId, goodsId))
      if (old.length > 0) {
        await db.delete(goodsOptions).where(
          inArray(
            goodsOptions.groupId,
            old.map((g) => g.id),
          ),
        )
        await db.delete(goodsOptionGroups).where(eq(goodsOptionGroups.goodsId, goodsId))
      }
      for (const [sort, group] of groups.entries()) {
        const { options, ...fields } = group
        await db.insert(goodsOptionGroups).values({ ...fields, goodsId, key: group.id, sort })
        if (options.length > 0) {
          await db
            .insert(goodsOptions)
            .values(options.map((o, i) => ({ ...o, groupId: group.id, key: o.id, sort: i })))
        }
      }
    },
    async deleteGoods(db: Executor, shopId: string, id: string): Promise<boolean> {
      await this.replaceOptionGroups(db, id, [])
      const rows = await db
        .delete(goods)
        .where(and(eq(goods.shopId, shopId), eq(goods.id, id)))
        .returning({ id: goods.id })
      return rows.length > 0
    },
    async setSoldOut(db: Executor, shopId: string, ids: string[], soldOut: boolean): Promise<number> {
      const rows = await db
        .update(goods)
        .set({ soldOut })
        .where(and(eq(goods.shopId, shopId), inArray(goods.id, ids)))
        .returning({ id: goods.id })
      return rows.length
    },
    async updateShop(db: Executor, id: string, patch: ShopPatch) {
      const [row] = await db.update(shops).set(patch).where(eq(shops.id, id)).returning()
      return row
    },
  }
}

export type MenuAdminRepository = ReturnType<typeof createMenuAdminRepository>
