import type { MemberInfo, ProfileDetail, UploadedImage } from '@siam/contracts'
import { describe, expect, it } from 'vitest'
import { createMember, type TestMember } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { solid, uploadParts } from '../uploads/test-support'

describe('the member profile', () => {
  const t = useApiTestApp({ at: new Date('2026-11-21T04:00:00Z') })

  const photo = async (m: TestMember) => {
    const res = await uploadParts(t, m.token, [{ data: await solid('jpeg', 40, 30) }])
    if (!res.success) throw new Error(`upload failed: ${res.errorKey}`)
    return (res.data as UploadedImage).url
  }
  const info = (m: TestMember) => t.ok<MemberInfo>('member/getLoginMemberInfo', {}, m.token)

  it('changes only the fields given: username, gender, real name, own avatar', async () => {
    const m = await createMember(t)
    const before = await info(m)
    expect(await t.ok('member/update', { sex: 'female' }, m.token)).toBe(true)
    expect(await info(m)).toMatchObject({ sex: 'female', username: before.username, headImg: null })
    const avatar = await photo(m)
    await t.ok('member/update', { username: '  Mei  ', realName: '韩梅梅', headImg: avatar }, m.token)
    expect(await info(m)).toMatchObject({ username: 'Mei', sex: 'female', headImg: avatar })
    expect(await t.ok<ProfileDetail>('member/profile/detail', {}, m.token)).toEqual({
      realName: '韩梅梅',
      weChatBound: false,
      invitedCount: 0,
      affiliateJoinedAt: null,
      rewardFen: 0,
    })
  })

  it("refuses someone else's photo, bad values and unknown fields, and changes nothing", async () => {
    const m = await createMember(t)
    const other = await createMember(t)
    const theirs = await photo(other)
    const before = await info(m)
    const stolen = await t.call('member/update', { headImg: theirs, username: 'Thief' }, m.token)
    expect(stolen).toMatchObject({ success: false, errorKey: 'UPLOAD_NOT_OWNED' })
    for (const body of [{ sex: 'other' }, { username: '   ' }, { realName: 'x' }, { email: 'a@b.c' }]) {
      expect((await t.call('member/update', body, m.token)).errorKey).toBe('VALIDATION_FAILED')
    }
    const zh = await t.call('member/update', { sex: 'other', lang: 'zh-Hans' }, m.token)
    expect(zh.message).not.toMatch(/[a-z]{6,}/)
    expect(await info(m)).toEqual(before)
    expect((await t.call('member/update', { sex: 'male' })).errorKey).toBe('NOT_LOGGED_IN')
  })

  it('dismisses the new-member guide with the body the specification implies', async () => {
    for (const body of [{ isRemindNewPeople: false }, { isRemindNewPeople: 0 }, {}]) {
      const m = await createMember(t)
      expect((await info(m)).isRemindNewPeople).toBe(true)
      expect(await t.ok('member/updateIsRemindNewPeople', body, m.token)).toBe(true)
      expect(await info(m)).toMatchObject({ isRemindNewPeople: false, isNewPeople: true })
    }
  })

  it('moves the account to a new address with the code sent there; refuses the same, a taken or invalid address', async () => {
    const m = await createMember(t)
    const taken = await createMember(t)
    const next = `new-${m.email}`
    await t.ok('member/sendEmailCode', { email: next, type: 'change-email' })
    expect((await t.call('member/changeEmail', { email: next, code: '000000' }, m.token)).errorKey).toBe(
      'CODE_INVALID',
    )
    expect(
      await t.ok(
        'member/changeEmail',
        { email: ` ${next.toUpperCase()} `, code: t.mailer.lastCode(next) },
        m.token,
      ),
    ).toBe(true)
    expect((await info(m)).email).toBe(next)
    // the code works once
    expect(
      (await t.call('member/changeEmail', { email: next, code: t.mailer.lastCode(next) }, m.token)).errorKey,
    ).toBe('EMAIL_UNCHANGED')
    await t.ok('member/sendEmailCode', { email: taken.email, type: 'change-email' })
    const clash = await t.call(
      'member/changeEmail',
      { email: taken.email, code: t.mailer.lastCode(taken.email) },
      m.token,
    )
    expect(clash).toMatchObject({ success: false, errorKey: 'EMAIL_TAKEN' })
    expect(
      (await t.call('member/changeEmail', { email: 'not-an-address', code: '123456' }, m.token)).errorKey,
    ).toBe('VALIDATION_FAILED')
    const zh = await t.call('member/changeEmail', { email: next, code: '123456', lang: 'zh-Hans' }, m.token)
    expect(zh.message).toBe('新邮箱与当前邮箱相同')
    expect((await info(m)).email).toBe(next)
    // signs in with the new address
    expect((await t.call('member/login', { email: next, password: 'Passw0rd1' })).success).toBe(true)
  })
})
