import type { AdminBanner } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop, createMember, createMerchant } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'
import { solid, uploadParts } from '../uploads/test-support'

const NOON = new Date('2026-11-21T04:00:00Z')
const MINUTE = 60_000

type Banner = { id: string; image: string; title: string; link: string | null }
type AuditEntry = { actorType: string; action: string; subject: string; before: unknown; after: unknown }

/** Issue 14: platform staff's home and share banners, read by the customer app in the member's language. */
describe('admin/content/banner: home and share banners', () => {
  const t = useApiTestApp({ at: NOON })
  let platform: string
  let merchant: string
  let photo: string

  beforeAll(async () => {
    const shop = await createFixtureShop(t.db)
    platform = await createMerchant(t, [], 'platform')
    merchant = await createMerchant(t, [shop.shopId])
    const upload = await uploadParts(t, platform, [
      { filename: 'banner.png', contentType: 'image/png', data: await solid('png', 300, 120) },
    ])
    if (!upload.success || !upload.data) throw new Error(`upload failed: ${upload.errorKey}`)
    photo = upload.data.url
  })

  const save = (body: Record<string, unknown>, token = platform) =>
    t.call<AdminBanner>('admin/content/banner/save', body, token)
  const shown = (type: 'home' | 'share', lang: string) => t.ok<Banner[]>('advertisement/list', { type, lang })
  const logOf = async (id: string) =>
    (await t.ok<{ records: AuditEntry[] }>('admin/audit/list', { subject: `banner:${id}` }, platform)).records

  it('a draft is not shown; published, it shows in its place, in the reader’s language with a fallback', async () => {
    const draft = await save({
      place: 'home',
      image: photo,
      title: { en: 'Hotpot week', 'zh-Hans': '火锅周', ar: 'أسبوع القدر الساخن', fr: ' ' },
      link: '/pages/shop/detail/detail?id=abc-123',
    })
    expect(draft.success).toBe(true)
    const banner = draft.data as AdminBanner
    expect(banner).toMatchObject({
      place: 'home',
      published: false,
      link: '/pages/shop/detail/detail?id=abc-123',
    })
    // an empty translation is not stored: the console marks it missing
    expect(Object.keys(banner.title).sort()).toEqual(['ar', 'en', 'zh-Hans'])
    expect(await shown('home', 'en')).toEqual([])

    t.clock.set(new Date(NOON.getTime() + MINUTE)) // the log's order is certain
    const published = await t.ok<AdminBanner>(
      'admin/content/banner/publish',
      { id: banner.id, published: true },
      platform,
    )
    expect(published.published).toBe(true)
    expect(await shown('home', 'ar')).toEqual([
      {
        id: banner.id,
        image: photo,
        title: 'أسبوع القدر الساخن',
        link: '/pages/shop/detail/detail?id=abc-123',
      },
    ])
    expect((await shown('home', 'fr'))[0]?.title).toBe('Hotpot week')
    expect(await shown('share', 'en')).toEqual([])

    t.clock.set(new Date(NOON.getTime() + 2 * MINUTE))
    await t.ok('admin/content/banner/publish', { id: banner.id, published: false }, platform)
    expect(await shown('home', 'en')).toEqual([])
    const log = await logOf(banner.id)
    expect(log.map((r) => r.action)).toEqual(['banner.unpublish', 'banner.publish', 'banner.create'])
    expect(log[0]).toMatchObject({
      actorType: 'staff',
      before: { published: true, place: 'home', image: photo },
      after: { published: false },
    })
    expect(log[2]?.before).toBeNull()
  })

  it('orders by sort, moves a banner to the share page, and deletes one with an audit row', async () => {
    const a = await t.ok<AdminBanner>(
      'admin/content/banner/save',
      { place: 'share', image: photo, title: { en: 'B' }, sort: 2, published: true },
      platform,
    )
    const b = await t.ok<AdminBanner>(
      'admin/content/banner/save',
      { place: 'share', image: photo, title: { en: 'A' }, sort: 1, published: true },
      platform,
    )
    expect((await shown('share', 'en')).map((x) => x.title)).toEqual(['A', 'B'])
    const moved = await t.ok<AdminBanner>(
      'admin/content/banner/save',
      { ...a, place: 'home', sort: 0, title: { en: 'B home', ja: 'Bホーム' } },
      platform,
    )
    expect(moved).toMatchObject({ place: 'home', sort: 0, title: { en: 'B home', ja: 'Bホーム' } })
    expect((await shown('share', 'en')).map((x) => x.title)).toEqual(['A'])
    expect((await shown('home', 'ja')).map((x) => x.title)).toContain('Bホーム')

    expect(await t.ok('admin/content/banner/delete', { id: b.id }, platform)).toEqual({ id: b.id })
    expect(await shown('share', 'en')).toEqual([])
    const listed = await t.ok<AdminBanner[]>('admin/content/banner/list', {}, platform)
    expect(listed.some((x) => x.id === b.id)).toBe(false)
    expect(listed.some((x) => x.id === a.id)).toBe(true)
    const log = await logOf(b.id)
    expect(log.map((r) => r.action).sort()).toEqual(['banner.create', 'banner.delete'])
    expect(log.find((r) => r.action === 'banner.delete')).toMatchObject({
      before: { place: 'share', title: { en: 'A' }, published: true },
      after: null,
    })
    expect((await t.call('admin/content/banner/delete', { id: b.id }, platform)).errorKey).toBe(
      'BANNER_NOT_FOUND',
    )
  })

  it('refuses a photo not uploaded by this staff member, an outside link, no base title, an unknown id', async () => {
    const before = await t.ok<AdminBanner[]>('admin/content/banner/list', {}, platform)
    const member = await createMember(t)
    const theirs = await uploadParts(t, member.token, [
      { filename: 'x.png', contentType: 'image/png', data: await solid('png') },
    ])
    const body = { place: 'home', image: photo, title: { en: 'x' } }
    expect((await save({ ...body, image: theirs.data?.url })).errorKey).toBe('UPLOAD_NOT_OWNED')
    expect((await save({ ...body, image: 'https://elsewhere.example/x.png' })).errorKey).toBe(
      'UPLOAD_NOT_OWNED',
    )
    for (const link of ['https://evil.example/', 'javascript:alert(1)', '//evil.example', '/pages/x"onload'])
      expect((await save({ ...body, link })).errorKey).toBe('VALIDATION_FAILED')
    expect((await save({ ...body, title: { fr: 'Bonjour' } })).errorKey).toBe('VALIDATION_FAILED')
    expect((await save({ ...body, title: { en: 'a\u0007b' } })).errorKey).toBe('VALIDATION_FAILED')
    expect((await save({ ...body, place: 'mall' })).errorKey).toBe('VALIDATION_FAILED')
    expect((await save({ ...body, id: 'nope' })).errorKey).toBe('BANNER_NOT_FOUND')
    expect(
      (await t.call('admin/content/banner/publish', { id: 'nope', published: true }, platform)).errorKey,
    ).toBe('BANNER_NOT_FOUND')
    expect(await t.ok<AdminBanner[]>('admin/content/banner/list', {}, platform)).toEqual(before)
  })

  it('is platform only: a merchant and a member are refused and nothing changes', async () => {
    const member = await createMember(t)
    const before = await t.ok<AdminBanner[]>('admin/content/banner/list', {}, platform)
    const target = before[0]
    if (!target) throw new Error('no banner to aim at')
    for (const token of [merchant, member.token]) {
      expect((await t.call('admin/content/banner/list', {}, token)).errorKey).toBe('FORBIDDEN')
      expect((await save({ place: 'home', image: photo, title: { en: 'x' } }, token)).errorKey).toBe(
        'FORBIDDEN',
      )
      expect(
        (await t.call('admin/content/banner/publish', { id: target.id, published: !target.published }, token))
          .errorKey,
      ).toBe('FORBIDDEN')
      expect((await t.call('admin/content/banner/delete', { id: target.id }, token)).errorKey).toBe(
        'FORBIDDEN',
      )
    }
    expect(await t.ok<AdminBanner[]>('admin/content/banner/list', {}, platform)).toEqual(before)
  })
})
