import type { EMAIL_CODE_TYPES } from '@siam/contracts'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at, createdAt } from '../../db/columns'

/** The roles the `staff_role_check` constraint allows. */
export type StaffRole = 'merchant' | 'platform'
/** Who a session belongs to (`sessions_subject_type_check`). */
export type SubjectType = 'member' | 'staff'
/** What an e-mail code is for. */
export type EmailCodePurpose = (typeof EMAIL_CODE_TYPES)[number]

export const members = pgTable('members', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  username: text('username').notNull(),
  headImg: text('head_img'),
  sex: text('sex').notNull().default('secret'),
  phone: text('phone'),
  /** As on the ID card: required for withdrawals (product rules 9). */
  realName: text('real_name'),
  /** The member's openid with our official account (WeChat login, JSAPI pay); one account per openid. */
  wxOpenId: text('wx_open_id').unique(),
  inviterId: text('inviter_id'),
  isNewPeople: boolean('is_new_people').notNull().default(true),
  isRemindNewPeople: boolean('is_remind_new_people').notNull().default(true),
  paymentPasswordHash: text('payment_password_hash'),
  paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
  paymentPasswordLockedUntil: at('payment_password_locked_until'),
  createdAt: createdAt(),
})

export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('merchant', 'platform')`)],
)

export const staffShops = pgTable(
  'staff_shops',
  { staffId: text('staff_id').notNull(), shopId: text('shop_id').notNull() },
  (t) => [primaryKey({ columns: [t.staffId, t.shopId] })],
)

/**
 * Failed sign-ins per account (`member:<email>` / `staff:<email>`, whether or not the account
 * exists, so a lock says nothing about existence). A try is reserved before the password is
 * checked; the 5th reserved try locks the key, for 15 minutes doubling with each lock in a row
 * (24 h at most); a right password deletes the row.
 */
export const signInGuards = pgTable('sign_in_guards', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  /** Locks in a row without a successful sign-in: each doubles the next one. */
  locks: integer('locks').notNull().default(0),
})

/** Sessions for members and staff; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    subjectType: text('subject_type').$type<SubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('sessions_subject_idx').on(t.subjectType, t.subjectId),
    check('sessions_subject_type_check', sql`${t.subjectType} in ('member', 'staff')`),
  ],
)

export const emailCodes = pgTable(
  'email_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<EmailCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
)
