/**
 * member/changeEmail racing a sign-up of the same address (PostgreSQL: real concurrent sessions).
 * The sign-up's row is written in a transaction held open: the change checks the address (the
 * uncommitted row is not visible), its UPDATE then waits on the unique index; when the sign-up
 * commits, the UPDATE fails on the unique key. The member gets EMAIL_TAKEN, never a 500.
 */
import type { MemberInfo } from '@siam/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { newId } from '../../platform/ids'
import { createMember } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'

describe.skipIf(!ON_PG)('member/changeEmail racing a sign-up of the same address (PostgreSQL)', () => {
  const t = useApiTestApp({ timeoutMs: 60_000 })

  it('answers EMAIL_TAKEN when the sign-up commits first, and changes nothing', async () => {
    const m = await createMember(t)
    const wanted = `race-${newId()}@example.com`
    await t.ok('member/sendEmailCode', { email: wanted, type: 'change-email' })
    const code = t.mailer.lastCode(wanted)
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let inserted = () => {}
    const rowWritten = new Promise<void>((resolve) => {
      inserted = resolve
    })
    const signUp = t.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into members (id, email, username, created_at) values (${newId()}, ${wanted}, 'racer', now())`,
      )
      inserted()
      await released
    })
    await rowWritten
    const change = t.call('member/changeEmail', { email: wanted, code }, m.token)
    await waitForLockWaiter(t.db)
    release()
    await signUp
    expect(await change).toMatchObject({ success: false, status: 409, errorKey: 'EMAIL_TAKEN' })
    const info = await t.ok<MemberInfo>('member/getLoginMemberInfo', {}, m.token)
    expect(info.email).toBe(m.email)
  })

  it('lets exactly one of a change and a sign-up sent at once have the address; the other hears EMAIL_TAKEN', async () => {
    const m = await createMember(t)
    const wanted = `race-${newId()}@example.com`
    await t.ok('member/sendEmailCode', { email: wanted, type: 'change-email' })
    const changeCode = t.mailer.lastCode(wanted)
    await t.ok('member/sendEmailCode', { email: wanted, type: 'register' })
    const registerCode = t.mailer.lastCode(wanted)
    const answers = await Promise.all([
      t.call('member/changeEmail', { email: wanted, code: changeCode }, m.token),
      t.call('member/register', { email: wanted, code: registerCode, password: 'Passw0rd1' }),
    ])
    expect(answers.filter((a) => a.success)).toHaveLength(1)
    expect(answers.find((a) => !a.success)).toMatchObject({ status: 409, errorKey: 'EMAIL_TAKEN' })
  })
})

/** Until another session of this database waits for a lock (the UPDATE blocked on the unique index). */
async function waitForLockWaiter(x: Db): Promise<void> {
  // A ceiling of 30 s for a hang, not a measure of speed: it returns as soon as the wait shows.
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    const result = await x.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if (Number(result.rows[0]?.n) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the change never waited for the sign-up')
}
