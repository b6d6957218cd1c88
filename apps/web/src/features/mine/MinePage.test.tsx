import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({
    status: 'in',
    member: {
      id: 'm1',
      email: 'member@siam.demo',
      username: 'Mia',
      headImg: null,
      balanceFen: 55_000,
      hasPaymentPassword: false,
    },
    refresh: async () => {},
  }),
  requireLogin: () => true,
  refreshSession: async () => {},
  signOut: async () => {},
}))

import { i18next } from '../../shared/i18n'
import { getSite, resetSiteForTests, SITE_KEY } from '../../shared/site'
import { apiMock, type PathCall } from '../../testing/apiMock'
import { renderRoute, setupI18n } from '../../testing/pages'
import { Component as MinePage } from './MinePage'

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['mine', 'address', 'coupon'])
})
beforeEach(() => {
  apiMock.mockReset()
  apiMock.mockImplementation((async (path: string) => {
    if (path === 'member/wallet/summary')
      return { balanceFen: 55_000, rewardFen: 0, points: 340, uncreditedPoints: 0, uncreditedRewardFen: 0 }
    if (path === 'member/order/selectTabNumber') return {}
    if (path === 'member/coupon/selectCounts') return { delivery: 1, shop: 2, doubleDraw: 1, rebateCard: 0 }
    throw new Error(`unexpected call ${path}`)
  }) as unknown as PathCall)
})
afterEach(() => cleanup())

describe('mine page: money and payment password', () => {
  it('links the balance to the balance page, points to the points page, and lists recharge and the payment password', async () => {
    renderRoute('/pages/mine/index/index', '/pages/mine/index/index', <MinePage />)
    const balance = (await screen.findByText('¥550.00')).closest('a') as HTMLElement
    expect(balance.getAttribute('href')).toBe('/pages/mine/balance/index/index')
    const points = (await screen.findByText('340')).closest('a') as HTMLElement
    expect(points.getAttribute('href')).toBe('/pages/mine/integral/integral')
    expect(screen.getByRole('link', { name: /Member centre/ }).getAttribute('href')).toBe(
      '/pages/mine/member/index/index',
    )
    const security = screen.getByRole('link', { name: /Payment password/ })
    expect(security.getAttribute('href')).toBe('/pages/mine/security/index/index')
    expect(security.textContent).toContain('Not set')
    const coupons = screen.getByRole('link', { name: /My coupons/ })
    expect(coupons.getAttribute('href')).toBe('/pages/mine/coupons/coupons')
    expect((await screen.findByTestId('coupon-count')).textContent).toBe('4')
  })
})

describe('mine page: the China / global site switch (product rules 11)', () => {
  it('shows the site in use and switches it, remembered on the device', async () => {
    localStorage.setItem(SITE_KEY, 'cn')
    resetSiteForTests()
    renderRoute('/pages/mine/index/index', '/pages/mine/index/index', <MinePage />)
    const row = await screen.findByRole('button', { name: /Site/ })
    expect(row.textContent).toContain('China site')
    fireEvent.click(row)
    const sheet = await screen.findByRole('dialog', { name: 'Choose a site' })
    expect(
      within(sheet)
        .getByRole('radio', { name: /China site/ })
        .getAttribute('aria-checked'),
    ).toBe('true')
    fireEvent.click(within(sheet).getByRole('radio', { name: /I use a VPN/ }))
    expect(localStorage.getItem(SITE_KEY)).toBe('global')
    expect(getSite()).toBe('global')
    expect((await screen.findByRole('button', { name: /Site/ })).textContent).toContain('Global site')
  })

  it('links to the address book', async () => {
    renderRoute('/pages/mine/index/index', '/pages/mine/index/index', <MinePage />)
    const link = await screen.findByRole('link', { name: /My addresses/ })
    expect(link.getAttribute('href')).toBe('/pages/address/index/index')
  })
})
