import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client'
import { type FoldedPart, tableSql } from '../../db/folded'
import { preparedStatement } from '../../db/prepared'
import { shopQueries } from '../shops'
import {
  type EmailCodePurpose,
  emailCodes,
  members,
  type StaffRole,
  type SubjectType,
  sessions,
  signInGuards,
  staff,
  staffShops,
} from './auth.tables'
import { SESSIONS_ENDED_CHANNEL, sessionsEndedNotice } from './session-cache'

/** The only place of the auth module that speaks SQL. */

export type MemberRow = typeof members.$inferSelect
export type StaffRow = typeof staff.$inferSelect
export type EmailCodeRow = typeof emailCodes.$inferSelect

// ---------- sessions ----------

export async function insertSession(
  ex: Executor,
  row: { tokenHash: string; subjectType: SubjectType; subjectId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await ex.insert(sessions).values(row)
}

/** Expired sessions of one subject are removed when it signs in again (keeps the table small). */
export async function deleteExpiredSessions(
  ex: Executor,
  subjectType: SubjectType,
  subjectId: string,
  now: Date,
) {
  await ex
    .delete(sessions)
    .where(
      and(
        eq(sessions.subjectType, subjectType),
        eq(sessions.subjectId, subjectId),
        lt(sessions.expiresAt, now),
      ),
    )
}

/**
 * Every authenticated request asks this: one prepared statement that also says whether a member
 * session's member still exists (issue 17: was two statements per request).
 */
const liveSessionStatement = preparedStatement('auth_live_session', (x, name) =>
  x
    .select({
      subjectType: sessions.subjectType,
      subjectId: sessions.subjectId,
      expiresAt: sessions.expiresAt,
      memberExists: sql<boolean>`${sessions.subjectType} <> 'member' or exists (select 1 from ${members} where ${members.id} = ${sessions.subjectId})`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare(name),
)

export async function liveSession(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await liveSessionStatement(ex).execute({ tokenHash, now })
  return row
}

/** Ends one session and announces it to every server process (their kept sessions, session-cache.ts). */
export async function deleteSession(ex: Executor, tokenHash: string): Promise<void> {
  await ex.execute(
    sql`with gone as (delete from ${sessions} where ${sessions.tokenHash} = ${tokenHash} returning 1)
        select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${sessionsEndedNotice({ tokenHash })}) from gone limit 1`,
  )
}

/** Ends every session of a member (announced to every server process) or of a staff member. */
export async function deleteSessionsOf(
  ex: Executor,
  subjectType: SubjectType,
  subjectId: string,
): Promise<void> {
  await ex
    .delete(sessions)
    .where(and(eq(sessions.subjectType, subjectType), eq(sessions.subjectId, subjectId)))
  if (subjectType === 'member')
    await ex.execute(
      sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${sessionsEndedNotice({ memberId: subjectId })})`,
    )
}

// ---------- members ----------

export async function memberById(ex: Executor, id: string): Promise<MemberRow | undefined> {
  const [row] = await ex.select().from(members).where(eq(members.id, id))
  return row
}

/**
 * Who invited the member, if someone else did and that member still exists, as a part of another
 * module's folded statement (every paid order asks it with the settings, issue 17): the inviter's
 * id, or null.
 */
export function liveInviterPart(memberId: string): FoldedPart {
  return (params) =>
    `select m.inviter_id from ${tableSql(members)} m where m.id = ${params.add(memberId)}
      and m.inviter_id <> m.id and exists (select 1 from ${tableSql(members)} inviter where inviter.id = m.inviter_id)`
}

export async function membersByIds(ex: Executor, ids: string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return []
  return ex.select().from(members).where(inArray(members.id, ids))
}

export async function memberByEmail(ex: Executor, email: string): Promise<MemberRow | undefined> {
  const [row] = await ex.select().from(members).where(eq(members.email, email))
  return row
}

/**
 * Locks the member row until the transaction ends: one member's address-book changes run one
 * after the other (addresses).
 */
export async function lockMember(tx: Tx, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
}

export async function memberExists(ex: Executor, id: string): Promise<boolean> {
  const [row] = await ex.select({ id: members.id }).from(members).where(eq(members.id, id))
  return row !== undefined
}

/**
 * A new member, in the caller's transaction. Returns false when the
 * e-mail is already taken (a concurrent sign-up won the unique key).
 */
export async function insertMember(
  tx: Tx,
  row: {
    id: string
    email: string
    username: string
    passwordHash: string | null
    inviterId: string | null
    createdAt: Date
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(members)
    .values(row)
    .onConflictDoNothing({ target: members.email })
    .returning({ id: members.id })
  return inserted.length > 0
}

export async function setMemberPassword(ex: Executor, memberId: string, passwordHash: string): Promise<void> {
  await ex.update(members).set({ passwordHash }).where(eq(members.id, memberId))
}

export async function setRemindNewPeopleOff(ex: Executor, memberId: string): Promise<void> {
  await ex.update(members).set({ isRemindNewPeople: false }).where(eq(members.id, memberId))
}

// ---------- payment password ----------

export async function setPaymentPasswordHash(ex: Executor, memberId: string, hash: string): Promise<void> {
  await ex
    .update(members)
    .set({ paymentPasswordHash: hash, paymentPasswordFailures: 0, paymentPasswordLockedUntil: null })
    .where(eq(members.id, memberId))
}

/** Sets the payment password only when none is set; false when one already was. */
export async function setFirstPaymentPasswordHash(
  ex: Executor,
  memberId: string,
  hash: string,
): Promise<boolean> {
  const updated = await ex
    .update(members)
    .set({ paymentPasswordHash: hash, paymentPasswordFailures: 0, paymentPasswordLockedUntil: null })
    .where(and(eq(members.id, memberId), isNull(members.paymentPasswordHash)))
    .returning({ id: members.id })
  return updated.length > 0
}

export async function paymentPasswordState(ex: Executor, memberId: string) {
  const [row] = await ex
    .select({
      hash: members.paymentPasswordHash,
      failures: members.paymentPasswordFailures,
      lockedUntil: members.paymentPasswordLockedUntil,
    })
    .from(members)
    .where(eq(members.id, memberId))
  return row
}

/**
 * Reserves one payment-password try BEFORE the password is checked (one guarded statement, so
 * parallel guesses cannot all read "4 failures left"): counts it, and the MAX-th try locks at once.
 * Nothing is returned while locked (no verification may run then) nor when no password is set;
 * otherwise the stored hash comes back with the count.
 */
export async function reservePaymentPasswordTry(
  ex: Executor,
  memberId: string,
  maxFailures: number,
  lockUntil: Date,
  now: Date,
): Promise<{ hash: string; failures: number; lockedUntil: Date | null } | undefined> {
  const [row] = await reserveTryStatement(ex).execute({
    memberId,
    maxFailures,
    lockUntil: lockUntil.toISOString(),
    now: now.toISOString(),
  })
  return row?.hash ? { ...row, hash: row.hash } : undefined
}

// Every balance payment reserves a try and (right password) resets the count: prepared (issue 17).
const reached = sql`${members.paymentPasswordFailures} + 1 >= ${sql.placeholder('maxFailures')}`
const reserveTryStatement = preparedStatement('auth_reserve_payment_password_try', (x, name) =>
  x
    .update(members)
    .set({
      paymentPasswordFailures: sql`case when ${reached} then 0 else ${members.paymentPasswordFailures} + 1 end`,
      paymentPasswordLockedUntil: sql`case when ${reached} then ${sql.placeholder('lockUntil')}::timestamptz else ${members.paymentPasswordLockedUntil} end`,
    })
    .where(
      and(
        eq(members.id, sql.placeholder('memberId')),
        isNotNull(members.paymentPasswordHash),
        sql`(${members.paymentPasswordLockedUntil} is null or ${members.paymentPasswordLockedUntil} <= ${sql.placeholder('now')}::timestamptz)`,
      ),
    )
    .returning({
      hash: members.paymentPasswordHash,
      failures: members.paymentPasswordFailures,
      lockedUntil: members.paymentPasswordLockedUntil,
    })
    .prepare(name),
)
const resetFailuresStatement = preparedStatement('auth_reset_payment_password_failures', (x, name) =>
  x
    .update(members)
    .set({ paymentPasswordFailures: 0, paymentPasswordLockedUntil: null })
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare(name),
)

/** After a right payment password: the count starts again (and the hash is replaced, when given). */
export async function resetPaymentPasswordFailures(
  ex: Executor,
  memberId: string,
  rehashed?: string,
): Promise<void> {
  if (!rehashed) {
    await resetFailuresStatement(ex).execute({ memberId })
    return
  }
  await ex
    .update(members)
    .set({ paymentPasswordFailures: 0, paymentPasswordLockedUntil: null, paymentPasswordHash: rehashed })
    .where(eq(members.id, memberId))
}

// ---------- sign-in guard ----------

/**
 * Reserves one sign-in try for `key` before the password is checked; undefined while the key is
 * locked. The MAX-th try in a row locks it for `lockMinutes`, doubled for each lock in a row (a
 * day at most).
 */
export async function reserveSignInTry(
  ex: Executor,
  key: string,
  maxFailures: number,
  lockMinutes: number,
  now: Date,
): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`
  const reached = sql`${signInGuards.failures} + 1 >= ${maxFailures}`
  const result = await ex.execute<{ failures: number; locked_until: string | Date | null }>(sql`
    insert into ${signInGuards} (key, failures, locked_until, locks)
    values (${key}, 1, null, 0)
    on conflict (key) do update set
      failures = case when ${reached} then 0 else ${signInGuards.failures} + 1 end,
      locked_until = case when ${reached}
        then ${at} + make_interval(mins => least(${lockMinutes} * (1 << least(${signInGuards.locks}, 10)), 1440))
        else ${signInGuards.lockedUntil} end,
      locks = case when ${reached} then ${signInGuards.locks} + 1 else ${signInGuards.locks} end
    where ${signInGuards.lockedUntil} is null or ${signInGuards.lockedUntil} <= ${at}
    returning failures, locked_until`)
  const row = result.rows[0]
  if (!row) return undefined
  return { failures: Number(row.failures), lockedUntil: row.locked_until ? new Date(row.locked_until) : null }
}

export async function signInLockedUntil(ex: Executor, key: string): Promise<Date | null> {
  const [row] = await ex
    .select({ lockedUntil: signInGuards.lockedUntil })
    .from(signInGuards)
    .where(eq(signInGuards.key, key))
  return row?.lockedUntil ?? null
}

export async function clearSignInGuard(ex: Executor, key: string): Promise<void> {
  await ex.delete(signInGuards).where(eq(signInGuards.key, key))
}

// ---------- e-mail codes ----------

/**
 * Serialises everything about one (e-mail, purpose) until the transaction ends, so two processes
 * cannot both pass the once-a-minute check. Works on PGlite and PostgreSQL alike.
 */
export async function lockEmailPurpose(tx: Tx, email: string, purpose: EmailCodePurpose): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${purpose}:${email}`}))`)
}

export async function latestEmailCode(
  ex: Executor,
  email: string,
  purpose: EmailCodePurpose,
): Promise<EmailCodeRow | undefined> {
  const [row] = await ex
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1)
  return row
}

/** The latest code, locked for the rest of the transaction (attempts are counted under the lock). */
export async function latestEmailCodeForUpdate(
  tx: Tx,
  email: string,
  purpose: EmailCodePurpose,
): Promise<EmailCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1)
    .for('update')
  return row
}

export async function insertEmailCode(
  ex: Executor,
  row: {
    id: string
    email: string
    purpose: EmailCodePurpose
    codeHash: string
    expiresAt: Date
    createdAt: Date
  },
): Promise<void> {
  await ex.insert(emailCodes).values(row)
}

export async function deleteEmailCode(ex: Executor, id: string): Promise<void> {
  await ex.delete(emailCodes).where(eq(emailCodes.id, id))
}

/** Codes of this address and purpose that expired before `before` are of no use any more. */
export async function deleteStaleEmailCodes(
  ex: Executor,
  email: string,
  purpose: EmailCodePurpose,
  before: Date,
): Promise<void> {
  await ex
    .delete(emailCodes)
    .where(
      and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), lt(emailCodes.expiresAt, before)),
    )
}

export async function countEmailCodeAttempt(ex: Executor, id: string): Promise<void> {
  await ex
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, id))
}

export async function consumeEmailCode(ex: Executor, id: string, now: Date): Promise<void> {
  await ex.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, id))
}

// ---------- staff ----------

export async function staffByEmail(ex: Executor, email: string): Promise<StaffRow | undefined> {
  const [row] = await ex.select().from(staff).where(eq(staff.email, email))
  return row
}

export async function staffById(ex: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await ex.select().from(staff).where(eq(staff.id, id))
  return row
}

export async function shopIdsOfStaff(ex: Executor, staffId: string): Promise<string[]> {
  const rows = await ex
    .select({ shopId: staffShops.shopId })
    .from(staffShops)
    .where(eq(staffShops.staffId, staffId))
    .orderBy(staffShops.shopId)
  return rows.map((r) => r.shopId)
}

export async function shopNames(ex: Executor, ids: string[]) {
  return (await shopQueries.shopsByIds(ex, ids)).map((shop) => ({ id: shop.id, name: shop.name }))
}

export async function insertStaff(
  tx: Tx,
  row: { id: string; email: string; passwordHash: string; name: string; role: StaffRole },
  shopIds: string[],
): Promise<boolean> {
  const inserted = await tx
    .insert(staff)
    .values(row)
    .onConflictDoNothing({ target: staff.email })
    .returning({ id: staff.id })
  if (inserted.length === 0) return false
  if (shopIds.length > 0) {
    await tx
      .insert(staffShops)
      .values(shopIds.map((shopId) => ({ staffId: row.id, shopId })))
      .onConflictDoNothing()
  }
  return true
}

/** Merchant accounts (platform staff's list), by e-mail. */
export async function merchants(ex: Executor): Promise<StaffRow[]> {
  return ex.select().from(staff).where(eq(staff.role, 'merchant')).orderBy(staff.email)
}

/** Every staff member's shops, as pairs. */
export async function allStaffShops(ex: Executor): Promise<{ staffId: string; shopId: string }[]> {
  return ex.select().from(staffShops).orderBy(staffShops.shopId)
}

/** Replaces the shops a staff member runs. */
export async function replaceStaffShops(tx: Tx, staffId: string, shopIds: string[]): Promise<void> {
  await tx.delete(staffShops).where(eq(staffShops.staffId, staffId))
  if (shopIds.length > 0) {
    await tx
      .insert(staffShops)
      .values(shopIds.map((shopId) => ({ staffId, shopId })))
      .onConflictDoNothing()
  }
}

// ---------- development outbox ----------

export { latestOutboxMails } from '../../adapters/mail/outbox-mailer'

// ---------- profile and invitations (issue 13) ----------

/** The member's own profile fields (member/update); only what was given changes. */
export async function updateProfile(
  ex: Executor,
  memberId: string,
  patch: Partial<Pick<MemberRow, 'username' | 'sex' | 'realName' | 'headImg'>>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return
  await ex.update(members).set(patch).where(eq(members.id, memberId))
}

/** The members someone invited, newest first, with the total. */
export async function invitedMembers(
  ex: Executor,
  inviterId: string,
  window: { limit: number | null; offset: number },
) {
  const query = ex
    .select()
    .from(members)
    .where(eq(members.inviterId, inviterId))
    .orderBy(desc(members.createdAt), desc(members.id))
    .offset(window.offset)
  const rows = window.limit === null ? await query : await query.limit(window.limit)
  const [count] = await ex
    .select({ n: sql<string>`count(*)` })
    .from(members)
    .where(eq(members.inviterId, inviterId))
  return { rows, total: Number(count?.n ?? 0) }
}

/** Members whose e-mail or name contains the keyword (platform lookup), newest first. */
export async function searchMembers(
  ex: Executor,
  keyword: string,
  window: { limit: number | null; offset: number },
) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const where = sql`(${members.email} ilike ${pattern} or ${members.username} ilike ${pattern} or ${members.realName} ilike ${pattern} or ${members.phone} ilike ${pattern} or ${members.id} = ${keyword})`
  const query = ex
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .offset(window.offset)
  const rows = window.limit === null ? await query : await query.limit(window.limit)
  const [count] = await ex.select({ n: sql<string>`count(*)` }).from(members).where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

/** How many members each of these invited. */
export async function invitedCounts(ex: Executor, inviterIds: string[]): Promise<Map<string, number>> {
  if (inviterIds.length === 0) return new Map()
  const rows = await ex
    .select({ inviterId: members.inviterId, n: sql<string>`count(*)` })
    .from(members)
    .where(inArray(members.inviterId, inviterIds))
    .groupBy(members.inviterId)
  return new Map(rows.map((r) => [r.inviterId ?? '', Number(r.n)]))
}

export async function memberByOpenId(ex: Executor, openId: string): Promise<MemberRow | undefined> {
  const [row] = await ex.select().from(members).where(eq(members.wxOpenId, openId))
  return row
}

/** Binds (or with null unbinds) the member's openid; false when another account holds it. */
export async function setOpenId(ex: Executor, memberId: string, openId: string | null): Promise<boolean> {
  if (openId !== null) {
    const holder = await memberByOpenId(ex, openId)
    if (holder && holder.id !== memberId) return false
  }
  await ex.update(members).set({ wxOpenId: openId }).where(eq(members.id, memberId))
  return true
}

export async function setPhone(ex: Executor, memberId: string, phone: string): Promise<void> {
  await ex.update(members).set({ phone }).where(eq(members.id, memberId))
}

/** The member's new address, unless another account has it (checked under the address's own lock). */
export async function setEmailIfFree(tx: Tx, memberId: string, email: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-email:${email}`}))`)
  const holder = await memberByEmail(tx, email)
  if (holder) return holder.id === memberId
  await tx.update(members).set({ email }).where(eq(members.id, memberId))
  return true
}
