import type { AuditEntry, SettingEntry } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMerchant } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

const NOON = new Date('2026-11-21T04:00:00Z')

describe('admin/setting: business settings with validation, audit and effect without a restart', () => {
  const t = useApiTestApp({ at: NOON })
  let platform: string

  beforeAll(async () => {
    platform = await createMerchant(t, [], 'platform')
  })

  const update = (key: string, value: unknown, lang?: string) =>
    t.call<SettingEntry>('admin/setting/update', { key, value, ...(lang ? { lang } : {}) }, platform)
  const auditOf = (subject: string) =>
    t.ok<{ records: AuditEntry[]; total: number }>('admin/audit/list', { subject }, platform)

  it('lists the editable settings with value, default and range', async () => {
    const list = await t.ok<SettingEntry[]>('admin/setting/list', {}, platform)
    const deadline = list.find((s) => s.key === 'payDeadlineMinutes')
    expect(deadline).toMatchObject({
      kind: 'integer',
      value: 5,
      defaultValue: 5,
      min: 1,
      max: 60,
      updatedAt: null,
    })
    expect(list.find((s) => s.key === 'serviceEmail')).toMatchObject({
      kind: 'text',
      value: 'help@siam.local',
    })
    // list settings are not edited here
    expect(list.some((s) => s.key === 'rechargeTiers' || s.key === 'webviewHosts')).toBe(false)
  })

  it('changes a setting, records who changed what (old and new), and the app uses it at once', async () => {
    // the public settings call is served through the settings cache: read it first so it is warm
    const before = await t.ok<{ payDeadlineMinutes: number }>('setting/selectCurrent', {})
    expect(before.payDeadlineMinutes).toBe(5)

    const saved = await update('payDeadlineMinutes', 12)
    expect(saved.success).toBe(true)
    expect(saved.data).toMatchObject({ key: 'payDeadlineMinutes', value: 12, updatedAt: NOON.toISOString() })

    const after = await t.ok<{ payDeadlineMinutes: number }>('setting/selectCurrent', {})
    expect(after.payDeadlineMinutes).toBe(12)

    const log = await auditOf('setting:payDeadlineMinutes')
    expect(log.total).toBe(1)
    expect(log.records[0]).toMatchObject({
      actorType: 'staff',
      action: 'setting.update',
      subject: 'setting:payDeadlineMinutes',
      before: 5,
      after: 12,
      createdAt: NOON.toISOString(),
    })
  })

  it('edits text settings (contacts), trimmed, and the customer app reads them', async () => {
    const saved = await update('serviceWhatsApp', '  +86 139 1111 2222 ')
    expect(saved.data?.value).toBe('+86 139 1111 2222')
    const app = await t.ok<{ serviceWhatsApp: string }>('setting/selectCurrent', {})
    expect(app.serviceWhatsApp).toBe('+86 139 1111 2222')
  })

  it('accepts a decimal route factor but not a decimal number of minutes', async () => {
    expect((await update('routeFactor', 1.45)).data?.value).toBe(1.45)
    const half = await update('closingSoonMinutes', 2.5)
    expect(half.errorKey).toBe('SETTING_OUT_OF_RANGE')
  })

  it('refuses a value outside the range, in the user’s language, and changes nothing', async () => {
    const logBefore = (await auditOf('setting:')).total
    const tooLong = await update('payDeadlineMinutes', 61, 'zh-Hans')
    expect(tooLong.status).toBe(400)
    expect(tooLong.errorKey).toBe('SETTING_OUT_OF_RANGE')
    expect(tooLong.message).toBe('该值必须在 1 到 60 之间')
    expect(tooLong.fieldErrors?.value).toBe('超出允许范围')

    const arabic = await update('payDeadlineMinutes', 0, 'ar')
    expect(arabic.message).toBe('يجب أن تكون القيمة بين 1 و60')

    const wrongType = await update('payDeadlineMinutes', 'ten')
    expect(wrongType.errorKey).toBe('SETTING_OUT_OF_RANGE')
    const emptyText = await update('serviceEmail', '   ')
    expect(emptyText.errorKey).toBe('SETTING_OUT_OF_RANGE')
    expect(emptyText.fieldErrors?.value).toBe('Too short or too long')

    const list = await t.ok<SettingEntry[]>('admin/setting/list', {}, platform)
    expect(list.find((s) => s.key === 'payDeadlineMinutes')?.value).toBe(12)
    expect((await auditOf('setting:')).total).toBe(logBefore)
  })

  it('refuses an unknown or non-editable setting', async () => {
    expect((await update('nope', 1)).errorKey).toBe('SETTING_NOT_FOUND')
    expect((await update('rechargeTiers', 1)).errorKey).toBe('SETTING_NOT_FOUND')
    expect((await update('__proto__', 1)).errorKey).toBe('SETTING_NOT_FOUND')
    const control = await update('serviceEmail', 'a\u0000b@x.com')
    expect(control.errorKey).toBe('VALIDATION_FAILED')
  })

  it('lists the audit log newest first across subjects', async () => {
    t.clock.set(new Date(NOON.getTime() + 60_000))
    await update('pointsPerYuan', 2)
    const all = await t.ok<{ records: AuditEntry[] }>('admin/audit/list', { pageSize: 2 }, platform)
    expect(all.records[0]).toMatchObject({ subject: 'setting:pointsPerYuan', before: 1, after: 2 })
    expect(all.records).toHaveLength(2)
    await update('pointsPerYuan', 1)
  })
})
