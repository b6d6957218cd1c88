import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { type UploadOwnerType, uploads } from './uploads.tables'

export type UploadRow = typeof uploads.$inferSelect
export type UploadOwner = { type: UploadOwnerType; id: string }

export async function insertUploads(
  ex: Executor,
  rows: (typeof uploads.$inferInsert)[],
): Promise<UploadRow[]> {
  if (rows.length === 0) return []
  return ex.insert(uploads).values(rows).returning()
}

/**
 * The URLs among `urls` that this member uploaded (each once, in the order given). Reviews and
 * refund requests accept only photos their member uploaded, so nobody can attach someone else's.
 */
export async function ownedUploadUrls(
  ex: Executor,
  memberId: string,
  urls: readonly string[],
  /** Issue 14: staff photos (the menu and shop editors) are checked against the staff member. */
  ownerType: UploadOwnerType = 'member',
): Promise<string[]> {
  const wanted = [...new Set(urls)]
  if (wanted.length === 0) return []
  const rows = await ex
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.ownerType, ownerType), eq(uploads.ownerId, memberId), inArray(uploads.url, wanted)))
  const owned = new Set(rows.map((r) => r.url))
  return wanted.filter((u) => owned.has(u))
}
