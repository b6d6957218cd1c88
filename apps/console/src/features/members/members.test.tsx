import type { AdminMember } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { envelope, jsonResponse, requestBodies, routeFetch, stubFetch } from '../../testing/fixtures'
import { renderWithClient } from '../../testing/render'
import { Component as MembersPage } from './MembersPage'

const fetchMock = stubFetch()

beforeAll(async () => {
  await initI18n('en')
})

const member = (over: Partial<AdminMember> = {}): AdminMember => ({
  id: 'm1',
  email: 'li@example.com',
  username: 'Li Lei',
  realName: '李雷',
  inviterId: null,
  createdAt: '2026-11-01T04:00:00.000Z',
  invitedCount: 1,
  affiliateJoinedAt: '2026-11-02T04:00:00.000Z',
  rewardFen: 5_000,
  ...over,
})
const friend = member({
  id: 'm2',
  email: 'mei@example.com',
  username: 'Han Mei',
  realName: null,
  inviterId: 'm1',
  invitedCount: 0,
  affiliateJoinedAt: null,
  rewardFen: 0,
})

describe('console: member lookup', () => {
  it('finds members, opens one with the affiliate state, invite tree and reward ledger, and walks the tree', async () => {
    routeFetch(fetchMock, {
      'admin/member/list': (body) => {
        if (body.id === 'm2')
          return jsonResponse(envelope({ records: [friend], total: 1, invited: [], rewardLedger: [] }))
        if (body.id === 'm1')
          return jsonResponse(
            envelope({
              records: [member()],
              total: 1,
              invited: [friend],
              rewardLedger: [
                {
                  id: 'e1',
                  amountFen: 80,
                  causeType: 'reward_credited',
                  causeId: 'o1',
                  createdAt: '2026-11-10T04:00:00.000Z',
                },
              ],
            }),
          )
        return jsonResponse(envelope({ records: [member()], total: 1, invited: [], rewardLedger: [] }))
      },
    })
    renderWithClient(<MembersPage />)
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: ' li ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search members' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Li Lei · li@example.com' }))
    const lookup = await screen.findByTestId('member-lookup')
    expect(within(lookup).getByTestId('member-affiliate').textContent).toMatch(/^Joined /)
    expect(lookup.textContent).toContain('李雷')
    expect(lookup.textContent).toContain('Reward credited')
    fireEvent.click(within(lookup).getByRole('button', { name: 'Han Mei · mei@example.com' }))
    await waitFor(() => expect(screen.getByTestId('member-affiliate').textContent).toBe('Not joined'))
    expect(screen.getByRole('button', { name: 'm1' })).toBeTruthy()
    expect(requestBodies(fetchMock, 'admin/member/list')).toEqual([
      { pageNo: 1, pageSize: 50, keyword: 'li', lang: 'en' },
      { pageNo: 1, pageSize: 1, id: 'm1', lang: 'en' },
      { pageNo: 1, pageSize: 1, id: 'm2', lang: 'en' },
    ])
  })

  it('says when nobody matches', async () => {
    routeFetch(fetchMock, {
      'admin/member/list': () =>
        jsonResponse(envelope({ records: [], total: 0, invited: [], rewardLedger: [] })),
    })
    renderWithClient(<MembersPage />)
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'nobody' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search members' }))
    expect(await screen.findByText('No member found')).toBeTruthy()
  })
})
