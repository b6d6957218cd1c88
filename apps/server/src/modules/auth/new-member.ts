import type { Tx } from '../../db/client'
import { newId } from '../../platform/ids'
import { grantNewMemberGift } from '../coupons'
import { ensureMemberWallet } from '../ledger'
import * as repo from './auth.repository'

/** The username a new member starts with: the e-mail's local part. */
export const usernameFrom = (email: string): string => email.split('@')[0] || email

/**
 * Every way a member comes into being (register, first sign-in by code, seeds) goes through here: the
 * member, its balance wallet (product rules 6) and the new-member gift (product rules 7, coupon
 * sources) commit or roll back together. Only the call that actually inserted the row hands them out,
 * so a retried or raced sign-up of the same address gives nothing twice (the gift's ids are stable too).
 */
export async function insertNewMember(
  tx: Tx,
  row: Parameters<typeof repo.insertMember>[1],
): Promise<boolean> {
  const created = await repo.insertMember(tx, row)
  if (created) {
    await ensureMemberWallet(tx, row.id)
    await grantNewMemberGift(tx, row.id, row.createdAt)
  }
  return created
}

/**
 * A member signing up now; an inviter that does not exist is dropped. Returns the new id, or null
 * when the address was taken meanwhile (a concurrent sign-up won).
 */
export async function newMember(
  tx: Tx,
  now: Date,
  input: { email: string; passwordHash: string | null; inviterId?: string | undefined },
): Promise<string | null> {
  const id = newId()
  const inviterId = input.inviterId && (await repo.memberExists(tx, input.inviterId)) ? input.inviterId : null
  const created = await insertNewMember(tx, {
    id,
    email: input.email,
    username: usernameFrom(input.email),
    passwordHash: input.passwordHash,
    inviterId,
    createdAt: now,
  })
  return created ? id : null
}
