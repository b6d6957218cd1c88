import type { Db } from '../../db/client'
import { newId } from '../../platform/ids'
import { normalizeEmail } from './auth.fields'
import * as repo from './auth.repository'
import type { StaffRole } from './auth.tables'
import { insertNewMember, usernameFrom } from './new-member'
import { hashPassword } from './passwords'

/** Seed helper: a member with a login password, or the id of the one that has this e-mail. */
export async function createMemberWithPassword(
  db: Db,
  input: { email: string; password: string; username?: string },
  now: Date = new Date(),
): Promise<string> {
  const email = normalizeEmail(input.email)
  const existing = await repo.memberByEmail(db, email)
  if (existing) return existing.id
  const passwordHash = await hashPassword(input.password)
  const id = newId()
  await db.transaction((tx) =>
    insertNewMember(tx, {
      id,
      email,
      username: input.username ?? usernameFrom(email),
      passwordHash,
      inviterId: null,
      createdAt: now,
    }),
  )
  const row = await repo.memberByEmail(db, email)
  if (!row) throw new Error(`could not create member ${email}`)
  return row.id
}

/** Seed helper: a console account bound to shops, or the id of the one that has this e-mail. */
export async function createStaff(
  db: Db,
  input: { email: string; password: string; name: string; role: StaffRole; shopIds: string[] },
): Promise<string> {
  const email = normalizeEmail(input.email)
  const existing = await repo.staffByEmail(db, email)
  if (existing) return existing.id
  const passwordHash = await hashPassword(input.password)
  await db.transaction((tx) =>
    repo.insertStaff(
      tx,
      { id: newId(), email, passwordHash, name: input.name, role: input.role },
      input.shopIds,
    ),
  )
  const row = await repo.staffByEmail(db, email)
  if (!row) throw new Error(`could not create staff ${email}`)
  return row.id
}
