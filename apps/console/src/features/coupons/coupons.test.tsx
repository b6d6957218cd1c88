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
