import type { AdminMemberAccount } from '@siam/contracts'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { MemberAccount } from './MemberAccount'

const fetchMock = stubFetch()

beforeAll(async () => {
  await initI18n('en')
})

describe('console: a member’s money and orders (issue 14)', () => {
  it('shows balance, reward, points and the latest orders with paid and refunded amounts', async () => {
    const account: AdminMemberAccount = {
      balanceFen: 12_345,
      rewardFen: 600,
      points: 80,
      pendingPoints: 20,
      orderCount: 7,
      orders: [
        {
          id: 'o1',
          orderNo: 'SN2026112100001',
          status: 4,
          totalFen: 4_100,
          paidFen: 4_100,
          refundedFen: 1_200,
          createdAt: '2026-11-21T04:00:00.000Z',
        },
      ],
    }
    routeFetch(fetchMock, { 'admin/member/account': () => jsonResponse(envelope(account)) })
    renderWithClient(<MemberAccount id="m1" />)
    const section = await screen.findByTestId('member-account')
    expect(requestBodies(fetchMock, 'admin/member/account')).toEqual([{ id: 'm1', lang: 'en' }])
    expect(section.textContent).toContain('123.45')
    expect(section.textContent).toContain('6.00')
    expect(section.textContent).toContain('80 (pending 20)')
    expect(section.textContent).toContain('Latest orders (1 of 7)')
    const row = within(section).getByText('SN2026112100001').closest('tr')
    expect(row?.textContent).toContain('41.00')
    expect(row?.textContent).toContain('12.00')
    // no edit controls: read-only
    expect(within(section).queryByRole('button')).toBeNull()
  })
})
