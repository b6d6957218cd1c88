import type {
  AdminArticle,
  AdminBanner,
  AdminFaq,
  AdminShop,
  AuditEntry,
  SettingEntry,
} from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { Component as ContentPage } from './ContentPage'
import { Component as SettingsPage } from './SettingsPage'
import { Component as ShopsPage } from './ShopsPage'

const fetchMock = stubFetch()

beforeAll(async () => {
  await initI18n('en')
})

const setting = (over: Partial<SettingEntry> = {}): SettingEntry => ({
  key: 'payDeadlineMinutes',
  kind: 'integer',
  value: 5,
  defaultValue: 5,
  min: 1,
  max: 60,
  updatedAt: null,
  ...over,
})
const auditRow = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  actorType: 'staff',
  actorId: 'staff-123456789',
  action: 'setting.update',
  subject: 'setting:payDeadlineMinutes',
  before: 5,
  after: 12,
  createdAt: '2026-11-21T04:00:00.000Z',
  ...over,
})
const emptyLog = () => jsonResponse(envelope({ records: [], total: 0 }))

describe('console: business settings', () => {
  it('saves a setting, then shows the change in the audit log', async () => {
    let current = setting()
    let log: AuditEntry[] = []
    routeFetch(fetchMock, {
      'admin/setting/list': () => jsonResponse(envelope([current])),
      'admin/setting/update': (body) => {
        current = setting({ value: body.value as number })
        log = [auditRow()]
        return jsonResponse(envelope(current))
      },
      'admin/audit/list': () => jsonResponse(envelope({ records: log, total: log.length })),
    })
    renderWithClient(<SettingsPage />)
    const row = await screen.findByTestId('setting-payDeadlineMinutes')
    expect(row.textContent).toContain('From 1 to 60 · default 5')
    const input = within(row).getByLabelText('Payment deadline (minutes)')
    fireEvent.change(input, { target: { value: '12' } })
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(requestBodies(fetchMock, 'admin/setting/update')).toEqual([
        { key: 'payDeadlineMinutes', value: 12, lang: 'en' },
      ]),
    )
    const audit = await screen.findByTestId('audit-row')
    expect(audit.textContent).toContain('Payment deadline (minutes)')
    expect(audit.textContent).toContain('5')
    expect(audit.textContent).toContain('12')
  })

  it('shows the server’s range message beside the field and refuses a non-number without calling', async () => {
    routeFetch(fetchMock, {
      'admin/setting/list': () => jsonResponse(envelope([setting()])),
      'admin/setting/update': () =>
        jsonResponse(
          {
            success: false,
            code: 400,
            data: null,
            errorKey: 'SETTING_OUT_OF_RANGE',
            message: 'This value must be between 1 and 60',
          },
          400,
        ),
      'admin/audit/list': emptyLog,
    })
    renderWithClient(<SettingsPage />)
    const row = await screen.findByTestId('setting-payDeadlineMinutes')
    const input = within(row).getByLabelText('Payment deadline (minutes)')
    fireEvent.change(input, { target: { value: 'ten' } })
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }))
    expect(await within(row).findByRole('alert')).toHaveProperty('textContent', 'Please enter a number')
    expect(requestBodies(fetchMock, 'admin/setting/update')).toEqual([])
    fireEvent.change(input, { target: { value: '90' } })
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toBe('This value must be between 1 and 60'),
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('console: shops', () => {
  const shop = (over: Partial<AdminShop> = {}): AdminShop => ({
    id: 's1',
    name: 'Noodle House',
    cuisine: 'noodles',
    operating: true,
    suspended: false,
    suspendedReason: null,
    ...over,
  })

  it('suspends a shop only with a reason, then offers to reinstate it', async () => {
    let current = shop()
    routeFetch(fetchMock, {
      'admin/shop/list': () => jsonResponse(envelope({ records: [current], total: 1 })),
      'admin/shop/suspend': (body) => {
        current = shop({ suspended: true, suspendedReason: body.reason as string })
        return jsonResponse(envelope(current))
      },
      'admin/audit/list': emptyLog,
    })
    renderWithClient(<ShopsPage />)
    const row = await screen.findByTestId('platform-shop-row')
    expect(row.textContent).toContain('Trading')
    // the cuisine as its label, not the stored key
    expect(within(row).getByText('Noodles')).toBeTruthy()
    expect(within(row).queryByText('noodles')).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: 'Suspend' }))
    const form = within(row).getByRole('form', { name: 'Suspend' })
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend' }))
    expect(await within(form).findByText('Please give a reason')).toBeTruthy()
    expect(requestBodies(fetchMock, 'admin/shop/suspend')).toEqual([])
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: ' Hygiene ' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend' }))
    await waitFor(() =>
      expect(requestBodies(fetchMock, 'admin/shop/suspend')).toEqual([
        { id: 's1', reason: 'Hygiene', lang: 'en' },
      ]),
    )
    expect(await screen.findByText('Suspended: Hygiene')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeTruthy()
  })
})

describe('console: the audit log of money decisions', () => {
  it('names each decision in the reader’s language and shows nested values as JSON', async () => {
    routeFetch(fetchMock, {
      'admin/shop/list': () => jsonResponse(envelope({ records: [], total: 0 })),
      'admin/audit/list': () =>
        jsonResponse(
          envelope({
            records: [
              auditRow({
                id: 'a2',
                action: 'refund.platform_approve',
                subject: 'refund:r1234567890',
                before: { status: 4, amountFen: 2546 },
                after: { status: 7, reason: null },
              }),
              auditRow({
                id: 'a3',
                action: 'banner.delete',
                subject: 'banner:b1234567890',
                before: { title: { en: 'Hotpot week' } },
                after: null,
              }),
              auditRow({ id: 'a4', action: 'future.thing', subject: 'thing:t1' }),
            ],
            total: 3,
          }),
        ),
    })
    renderWithClient(<ShopsPage />)
    const rows = await screen.findAllByTestId('audit-row')
    expect(rows.map((r) => r.querySelectorAll('td')[1]?.textContent)).toEqual([
      'Refund approved by the platform · r1234567',
      'Banner deleted · b1234567',
      'future.thing · t1',
    ])
    expect(rows[0]?.textContent).toContain('status: 4, amountFen: 2546')
    expect(rows[1]?.textContent).toContain('title: {"en":"Hotpot week"}')
  })
})

describe('console: new shop', () => {
  it('creates a shop from the form and shows the server’s message when refused', async () => {
    let calls = 0
    routeFetch(fetchMock, {
      'admin/shop/list': () => jsonResponse(envelope({ records: [], total: 0 })),
      'admin/audit/list': emptyLog,
      'admin/merchant/list': () => jsonResponse(envelope([])),
      'admin/shop/create': () => {
        calls += 1
        if (calls === 1)
          return jsonResponse(
            {
              success: false,
              code: 400,
              data: null,
              errorKey: 'VALIDATION_FAILED',
              message: 'Please check: position',
            },
            400,
          )
        return jsonResponse(
          envelope({
            id: 's9',
            name: 'Halal Corner',
            cuisine: 'lanzhou',
            operating: false,
            suspended: false,
            suspendedReason: null,
          }),
        )
      },
    })
    renderWithClient(<ShopsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'New shop' }))
    const form = screen.getByRole('form', { name: 'New shop' })
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'halal' } })
    fireEvent.change(within(form).getByLabelText('Name in English'), { target: { value: 'Halal Corner' } })
    fireEvent.change(within(form).getByLabelText('Name in Chinese'), { target: { value: '清真小馆' } })
    fireEvent.change(within(form).getByLabelText('Cuisine'), { target: { value: 'lanzhou' } })
    fireEvent.change(within(form).getByLabelText('Address in English'), { target: { value: '2 Test Road' } })
    fireEvent.change(within(form).getByLabelText(/Location/), { target: { value: 'somewhere' } })
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '021 5555 0000' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Please check: position')
    fireEvent.change(within(form).getByLabelText(/Location/), { target: { value: '121.48, 31.24' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requestBodies(fetchMock, 'admin/shop/create')).toHaveLength(2))
    expect(requestBodies(fetchMock, 'admin/shop/create')[1]).toEqual({
      name: { en: 'Halal Corner', 'zh-Hans': '清真小馆' },
      type: 'halal',
      cuisine: 'lanzhou',
      address: { en: '2 Test Road', 'zh-Hans': '' },
      position: '121.48,31.24',
      phone: '021 5555 0000',
      lang: 'en',
    })
    expect(await screen.findByText('Shop created; bind its merchant below')).toBeTruthy()
  })
})

describe('console: merchant accounts', () => {
  it('creates a merchant with an initial password and shops; shows the server’s field message', async () => {
    const shops = [
      {
        id: 's1',
        name: 'Noodle House',
        cuisine: 'noodles',
        operating: true,
        suspended: false,
        suspendedReason: null,
      },
      {
        id: 's2',
        name: 'Tea Corner',
        cuisine: 'tea',
        operating: true,
        suspended: false,
        suspendedReason: null,
      },
    ]
    let merchants: unknown[] = []
    let attempts = 0
    routeFetch(fetchMock, {
      'admin/shop/list': () => jsonResponse(envelope({ records: shops, total: 2 })),
      'admin/audit/list': emptyLog,
      'admin/merchant/list': () => jsonResponse(envelope(merchants)),
      'admin/merchant/create': (body) => {
        attempts += 1
        if (attempts === 1)
          return jsonResponse(
            {
              success: false,
              code: 400,
              data: null,
              errorKey: 'VALIDATION_FAILED',
              message: 'Please check: password',
              fieldErrors: { password: 'The password needs at least 8 characters' },
            },
            400,
          )
        merchants = [
          {
            id: 'm1',
            email: body.email,
            name: body.name,
            shopIds: body.shopIds,
            createdAt: '2026-11-21T04:00:00.000Z',
          },
        ]
        return jsonResponse(envelope(merchants[0]))
      },
    })
    renderWithClient(<ShopsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'New merchant' }))
    const form = screen.getByRole('form', { name: 'New merchant' })
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'wang@example.com' } })
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Wang' } })
    fireEvent.change(within(form).getByLabelText(/Initial password/), { target: { value: 'short' } })
    fireEvent.click(await within(form).findByLabelText('Tea Corner'))
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'The password needs at least 8 characters',
    )
    fireEvent.change(within(form).getByLabelText(/Initial password/), { target: { value: 'Initial123' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requestBodies(fetchMock, 'admin/merchant/create')).toHaveLength(2))
    expect(requestBodies(fetchMock, 'admin/merchant/create')[1]).toEqual({
      email: 'wang@example.com',
      name: 'Wang',
      password: 'Initial123',
      shopIds: ['s2'],
      lang: 'en',
    })
    const row = await screen.findByTestId('merchant-row')
    expect(row.textContent).toContain('Tea Corner')
  })
})

describe('console: content', () => {
  const article = (over: Partial<AdminArticle> = {}): AdminArticle => ({
    id: 'b1',
    title: { en: 'Paying with a card', ar: 'الدفع بالبطاقة' },
    body: { en: 'Link it first.', ar: 'اربطها أولاً.' },
    published: false,
    sort: 0,
    publishedAt: null,
    updatedAt: '2026-11-21T04:00:00.000Z',
    ...over,
  })

  it('marks missing translations and publishes an article', async () => {
    let current = article()
    routeFetch(fetchMock, {
      'admin/content/blog/list': () => jsonResponse(envelope([current])),
      'admin/content/blog/save': (body) => {
        current = article({ published: body.published as boolean })
        return jsonResponse(envelope(current))
      },
    })
    renderWithClient(<ContentPage />)
    const row = await screen.findByTestId('content-row')
    expect(row.textContent).toContain('Draft')
    expect(row.textContent).toContain('Missing translations: zh-Hans, zh-Hant, ja, ko, ru, ur, fr, de, es')
    fireEvent.click(within(row).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(requestBodies(fetchMock, 'admin/content/blog/save')[0]?.published).toBe(true))
    await waitFor(() => expect(screen.getByTestId('content-row').textContent).toContain('Published'))
  })

  it('a new article needs English or Chinese; the locale buttons mark what is missing', async () => {
    routeFetch(fetchMock, {
      'admin/content/blog/list': () => jsonResponse(envelope([])),
      'admin/content/blog/save': (body) =>
        jsonResponse(envelope(article({ title: body.title as Record<string, string> }))),
    })
    renderWithClient(<ContentPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'New article' }))
    const form = screen.getByRole('form', { name: 'Edit article' })
    fireEvent.click(within(form).getByRole('button', { name: /العربية/ }))
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'مرحبا' } })
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'نص' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Please write the title and text in English or Chinese first',
    )
    expect(requestBodies(fetchMock, 'admin/content/blog/save')).toEqual([])
    // Arabic is written now: its button no longer says "missing"; English still does
    expect(within(form).getByRole('button', { name: /العربية/ }).textContent).not.toContain(
      'Translation missing',
    )
    expect(within(form).getByRole('button', { name: /English/ }).textContent).toContain('Translation missing')
    fireEvent.click(within(form).getByRole('button', { name: /English/ }))
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Hello' } })
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Text' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requestBodies(fetchMock, 'admin/content/blog/save')).toHaveLength(1))
    const sent = requestBodies(fetchMock, 'admin/content/blog/save')[0]
    expect(sent?.title).toMatchObject({ en: 'Hello', ar: 'مرحبا' })
    expect(sent?.body).toMatchObject({ en: 'Text', ar: 'نص' })
  })
})

describe('console: deleting content', () => {
  it('deletes an FAQ entry only after the second, red click', async () => {
    const faq: AdminFaq = {
      id: 'f1',
      question: { en: 'Cash?' },
      answer: { en: 'No.' },
      published: true,
      sort: 0,
    }
    let entries = [faq]
    routeFetch(fetchMock, {
      'admin/content/blog/list': () => jsonResponse(envelope([])),
      'admin/content/faq/list': () => jsonResponse(envelope(entries)),
      'admin/content/faq/delete': (body) => {
        entries = []
        return jsonResponse(envelope({ id: body.id }))
      },
    })
    renderWithClient(<ContentPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'FAQ' }))
    const row = await screen.findByTestId('content-row')
    fireEvent.click(within(row).getByRole('button', { name: 'Delete: Cash?' }))
    expect(requestBodies(fetchMock, 'admin/content/faq/delete')).toEqual([])
    const confirm = within(row).getByRole('button', { name: 'Confirm delete: Cash?' })
    expect(confirm.className).toContain('btn-danger')
    fireEvent.click(confirm)
    await waitFor(() =>
      expect(requestBodies(fetchMock, 'admin/content/faq/delete')).toEqual([{ id: 'f1', lang: 'en' }]),
    )
    await waitFor(() => expect(screen.queryByTestId('content-row')).toBeNull())
  })
})

describe('console: banners', () => {
  const banner = (over: Partial<AdminBanner> = {}): AdminBanner => ({
    id: 'n1',
    place: 'share',
    image: '/siam-server/uploads/invite.png',
    title: { en: 'Invite friends', ar: 'ادعُ أصدقاءك' },
    link: null,
    sort: 0,
    published: false,
    ...over,
  })

  it('lists banners with their place and missing translations, publishes, creates one with a photo', async () => {
    let current = banner()
    routeFetch(fetchMock, {
      'admin/content/blog/list': () => jsonResponse(envelope([])),
      'admin/content/banner/list': () => jsonResponse(envelope([current])),
      'admin/content/banner/publish': (body) => {
        current = banner({ published: body.published as boolean })
        return jsonResponse(envelope(current))
      },
      'admin/content/banner/save': () => jsonResponse(envelope(banner({ id: 'n2' }))),
    })
    // the upload is multipart, not JSON: answer it before the JSON router reads the body
    const json = fetchMock.getMockImplementation()
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('member/uploadSingleImage')
        ? jsonResponse(envelope({ url: '/siam-server/uploads/new.png', width: 500, height: 200 }))
        : (json as typeof fetch)(url, init),
    )
    renderWithClient(<ContentPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Banners' }))
    const row = await screen.findByTestId('content-row')
    expect(row.textContent).toContain('Invite page')
    expect(row.textContent).toContain('Draft')
    expect(row.textContent).toContain('Missing translations: zh-Hans, zh-Hant, ja, ko, ru, ur, fr, de, es')
    fireEvent.click(within(row).getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(requestBodies(fetchMock, 'admin/content/banner/publish')[0]).toMatchObject({
        id: 'n1',
        published: true,
      }),
    )
    await waitFor(() => expect(screen.getByTestId('content-row').textContent).toContain('Published'))

    fireEvent.click(screen.getByRole('button', { name: 'New banner' }))
    const form = screen.getByRole('form', { name: 'Edit banner' })
    // a banner has a title only: no text field
    expect(within(form).queryByLabelText('Text')).toBeNull()
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Hotpot week' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Please upload a photo')).toBeTruthy()
    expect(requestBodies(fetchMock, 'admin/content/banner/save')).toEqual([])

    const file = new File([new Uint8Array([1, 2, 3])], 'hotpot.png', { type: 'image/png' })
    fireEvent.change(within(form).getByLabelText('Upload a photo'), { target: { files: [file] } })
    expect(await within(form).findByRole('img', { name: 'Photo' })).toHaveProperty(
      'src',
      expect.stringContaining('/siam-server/uploads/new.png'),
    )
    fireEvent.change(within(form).getByLabelText('Opens'), {
      target: { value: ' /pages/shop/detail/detail?id=s1 ' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requestBodies(fetchMock, 'admin/content/banner/save')).toHaveLength(1))
    expect(requestBodies(fetchMock, 'admin/content/banner/save')[0]).toMatchObject({
      place: 'home',
      image: '/siam-server/uploads/new.png',
      title: { en: 'Hotpot week' },
      link: '/pages/shop/detail/detail?id=s1',
      published: false,
    })
  })
})
