import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { SignedInProvider } from '../../shared/signedIn'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { Component as CouponsPage } from './CouponsPage'

const fetchMock = stubFetch()

beforeAll(async () => {
  await initI18n('en')
})

const campaign = {
  id: 'c1',
  templateId: 't1',
  source: 'merchant',
  title: 'Noodle week',
  kind: 'shop',
  shopId: 's1',
  shopName: 'Noodle House',
  total: 100,
  claimed: 12,
  used: 5,
  perMember: 1,
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-11-27T00:00:00.000Z',
  active: true,
}

function renderAs(role: 'merchant' | 'platform') {
  const staff = {
    id: 'st1',
    email: 'x@siam.demo',
    name: 'Staff',
    role,
    shops: [{ id: 's1', name: 'Noodle House' }],
  }
  return renderWithClient(
    <SignedInProvider value={{ staff, logout: () => {} } as never}>
      <CouponsPage />
    </SignedInProvider>,
  )
}

describe('console coupons', () => {
  it('shows a merchant the campaigns of their shops with redemption figures, and only shop coupons to create', async () => {
    routeFetch(fetchMock, {
      'merchant/coupon/list': () => jsonResponse(envelope([campaign])),
      'merchant/coupon/create': () => jsonResponse(envelope(campaign)),
    })
    renderAs('merchant')
    expect(await screen.findByText('Noodle week')).toBeTruthy()
    expect(screen.getByText('12 / 100')).toBeTruthy()
    expect(
      screen.getByText('Shop coupons only: at most 100 yuan off and 10,000 coupons per campaign.'),
    ).toBeTruthy()
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement
    expect([...kind.options].map((o) => o.value)).toEqual(['shop'])
    expect(screen.queryByText('Give a coupon to a member')).toBeNull()
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Noodle week' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(requestBodies(fetchMock, 'merchant/coupon/create')[0]).toMatchObject({
      template: { kind: 'shop', shopId: 's1', amountFen: 500, title: { en: 'Noodle week' } },
      total: 100,
    })
  })

  it('lets a merchant edit a campaign and end it; the list names the shop', async () => {
    routeFetch(fetchMock, {
      'merchant/coupon/list': () => jsonResponse(envelope([campaign])),
      'merchant/coupon/update': () => jsonResponse(envelope({ ...campaign, total: 150 })),
      'merchant/coupon/end': () => jsonResponse(envelope({ ...campaign, active: false })),
    })
    renderAs('merchant')
    expect(await screen.findByText('Noodle week')).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Noodle House' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    fireEvent.change(screen.getByLabelText('Quantity', { selector: '.coupon-campaign-edit input' }), {
      target: { value: '150' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(requestBodies(fetchMock, 'merchant/coupon/update')[0]).toMatchObject({
      id: 'c1',
      total: 150,
      perMember: 1,
    })
    fireEvent.click(screen.getByRole('button', { name: 'End now' }))
    await screen.findAllByText('Saved')
    expect(requestBodies(fetchMock, 'merchant/coupon/end')[0]).toMatchObject({ id: 'c1' })
  })

  it('gives a coupon to a member found by e-mail', async () => {
    routeFetch(fetchMock, {
      'admin/coupon/list': () => jsonResponse(envelope([])),
      'admin/coupon/give': () => jsonResponse(envelope({ couponId: 'k1' })),
    })
    renderAs('platform')
    fireEvent.change(await screen.findByLabelText('Member e-mail or id'), {
      target: { value: 'li@example.com' },
    })
    const give = screen.getByRole('button', { name: 'Give' })
    fireEvent.submit(give.closest('form') as HTMLFormElement)
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(requestBodies(fetchMock, 'admin/coupon/give')[0]).toMatchObject({ email: 'li@example.com' })
    expect(requestBodies(fetchMock, 'admin/coupon/give')[0]).not.toHaveProperty('memberId')
  })

  it('gives the platform every kind, giving, prizes and packs', async () => {
    routeFetch(fetchMock, { 'admin/coupon/list': () => jsonResponse(envelope([])) })
    renderAs('platform')
    expect(await screen.findByText('Give a coupon to a member')).toBeTruthy()
    expect(screen.getByText('Draw prizes and odds')).toBeTruthy()
    expect(screen.getAllByText('Coupon packs').length).toBeGreaterThan(0)
    const kinds = screen.getAllByLabelText('Kind')[0] as HTMLSelectElement
    expect([...kinds.options].map((o) => o.value)).toEqual(['delivery', 'shop', 'doubleDraw', 'rebateCard'])
  })
})
