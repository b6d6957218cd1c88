import type { InviteSummary, Withdrawal } from '@siam/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
  refreshSession: async () => {},
}))

import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as AffiliatePage } from './AffiliatePage'
import { Component as SharePage } from './SharePage'
import { Component as UnreceivedRewardPage } from './UnreceivedRewardPage'
import { Component as WithdrawalPage } from './WithdrawalPage'

const { serve, callsTo } = apiDouble(apiMock)
pageTestHooks(apiMock, ['invite'])

const summary = (over: Partial<InviteSummary> = {}): InviteSummary => ({
  memberId: 'm1',
  invitePath: '/pages/internal/login/authorization/authorization?inviterId=m1',
  invitedCount: 2,
  affiliateJoinedAt: null,
  creditedFen: 5_000,
  pendingFen: 80,
  withdrawableFen: 5_000,
  tickets: 1,
  rewardRateBp: 200,
  creditDelayDays: 7,
  ...over,
})

const withdrawal: Withdrawal = {
  id: 'w1',
  withdrawalNo: 'W1',
  memberId: 'm1',
  amountFen: 2_000,
  channel: 'alipay',
  account: 'li@example.com',
  realName: '李雷',
  status: 'approved',
  payoutReference: 'AUTO-W1',
  rejectReason: null,
  createdAt: '2026-11-21T04:00:00.000Z',
  decidedAt: '2026-11-21T04:00:00.000Z',
}

const open = () =>
  renderRoute(
    '/pages/mine/share/withdrawal/index/index',
    '/pages/mine/share/withdrawal/index/index',
    <WithdrawalPage />,
  )

describe('the withdrawal page', () => {
  it('asks for the real name first', async () => {
    serve({
      'member/invite/summary': () => summary(),
      'member/profile/detail': () => ({
        realName: null,
        weChatBound: false,
        invitedCount: 2,
        rewardFen: 5_000,
      }),
    })
    open()
    expect(
      await screen.findByText('Withdrawals are paid to your real name: please fill it in first.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Fill in my real name' })).toBeTruthy()
  })

  it('refuses below 10 yuan and above the reward on the device, then sends a valid request', async () => {
    serve({
      'member/invite/summary': () => summary(),
      'member/profile/detail': () => ({
        realName: '李雷',
        weChatBound: false,
        invitedCount: 2,
        rewardFen: 5_000,
      }),
      'member/withdraw/apply': () => withdrawal,
    })
    open()
    const amount = await screen.findByLabelText('Amount (yuan)')
    fireEvent.change(screen.getByLabelText('Account', { exact: true }), {
      target: { value: 'li@example.com' },
    })
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } })
    const submit = screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement
    fireEvent.change(amount, { target: { value: '9.99' } })
    expect(screen.getByText(/At least/, { selector: '.field-error' })).toBeTruthy()
    expect(submit.disabled).toBe(true)
    fireEvent.change(amount, { target: { value: '50.01' } })
    expect(screen.getByText('More than your credited reward')).toBeTruthy()
    expect(submit.disabled).toBe(true)
    fireEvent.change(amount, { target: { value: '20' } })
    expect(submit.disabled).toBe(false)
    fireEvent.click(submit)
    await waitFor(() => expect(callsTo('member/withdraw/apply')).toHaveLength(1))
    expect(callsTo('member/withdraw/apply')[0]).toMatchObject({
      amountFen: 2_000,
      channel: 'alipay',
      account: 'li@example.com',
      paymentPassword: '123456',
    })
  })
})

describe('the rewards not yet credited', () => {
  it('shows each order with its crediting day, or that it waits for completion', async () => {
    serve({
      'member/unreceivedReward/list': () => ({
        total: 2,
        records: [
          {
            orderId: 'o1',
            inviteeName: 'Mei',
            rewardFen: 80,
            creditAt: '2026-11-28T04:00:00.000Z',
            createdAt: '2026-11-21T04:00:00.000Z',
          },
          {
            orderId: 'o2',
            inviteeName: 'Lei',
            rewardFen: 50,
            creditAt: null,
            createdAt: '2026-11-21T05:00:00.000Z',
          },
        ],
      }),
    })
    renderRoute(
      '/pages/mine/unreceived/reward/list/list',
      '/pages/mine/unreceived/reward/list/list',
      <UnreceivedRewardPage />,
    )
    const rows = await screen.findAllByTestId('pending-row')
    expect(rows[0]?.textContent).toContain('Credited on')
    expect(rows[1]?.textContent).toContain('Credited 7 days after the order completes')
  })
})

const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1" height="1"/></svg>'
const poster = () => ({ url: 'https://siam.example/#/invite?inviterId=m1', qrSvg })

describe('the affiliate join page', () => {
  const affiliate = '/pages/mine/affiliate/index/index'
  const openJoin = () => renderRoute(affiliate, affiliate, <AffiliatePage />)

  it('stores the opt-in when the member joins, then opens the invite page', async () => {
    let joinedAt: string | null = null
    serve({
      'member/invite/summary': () => summary({ affiliateJoinedAt: joinedAt }),
      'member/invite/poster': () => poster(),
      'member/affiliate/join': () => {
        joinedAt = '2026-11-21T04:00:00.000Z'
        return { affiliateJoinedAt: joinedAt }
      },
    })
    const { router } = openJoin()
    expect(await screen.findByRole('img', { name: 'QR code of my invite link' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Join and invite' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/share/index/index'))
    expect(callsTo('member/affiliate/join')).toEqual([{}])
  })

  it('shows the joined state with the day, and links to inviting instead of joining again', async () => {
    serve({
      'member/invite/summary': () => summary({ affiliateJoinedAt: '2026-11-21T04:00:00.000Z' }),
      'member/invite/poster': () => poster(),
    })
    openJoin()
    expect(await screen.findByText(/You joined the affiliate programme on/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe(
      '/pages/mine/share/index/index',
    )
    expect(screen.queryByRole('button', { name: 'Join and invite' })).toBeNull()
  })
})

describe('the share page', () => {
  it('shows the counters, the link with its QR code, the rules and the invited friends', async () => {
    serve({
      'member/invite/summary': () => summary(),
      'member/invite/poster': () => poster(),
      'advertisement/list': (input) =>
        input.type === 'share'
          ? [
              {
                id: 'b1',
                image: 'demo/invite.svg',
                title: 'Invite friends, eat together',
                link: '/pages/mine/share/affiliate/index',
              },
            ]
          : [],
      'member/invite/list': () => ({
        total: 2,
        records: [
          {
            memberId: 'f1',
            username: 'Mei',
            headImg: null,
            joinedAt: '2026-11-20T04:00:00.000Z',
            paidOrders: 1,
            completedOrders: 1,
            creditedFen: 80,
            pendingFen: 0,
          },
          {
            memberId: 'f2',
            username: 'Lei',
            headImg: null,
            joinedAt: '2026-11-21T04:00:00.000Z',
            paidOrders: 0,
            completedOrders: 0,
            creditedFen: 0,
            pendingFen: 0,
          },
        ],
      }),
    })
    const share = '/pages/mine/share/index/index'
    renderRoute(share, share, <SharePage />)
    expect((await screen.findByTestId('invite-link')).textContent).toBe(poster().url)
    expect(screen.getByRole('img', { name: 'QR code of my invite link' })).toBeTruthy()
    expect(screen.getByText(/You earn 2% of the goods of each paid order/)).toBeTruthy()
    const mei = (await screen.findByText('Mei')).closest('li')
    expect(mei?.textContent).toContain('Order completed')
    expect(screen.getByText('Lei').closest('li')?.textContent).toContain('Signed up')
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/pages/mine/share/withdrawal/index/index',
    )
    // the console's share banner, in the member's language, opening its page
    const banner = await screen.findByRole('img', { name: 'Invite friends, eat together' })
    expect(banner.getAttribute('src')).toContain('invite.svg')
    expect(banner.closest('a')?.getAttribute('href')).toBe('/pages/mine/share/affiliate/index')
    expect(callsTo('advertisement/list')).toEqual([{ type: 'share' }])
  })

  it('says so when no friend was invited yet', async () => {
    serve({
      'member/invite/summary': () => summary({ invitedCount: 0 }),
      'member/invite/poster': () => poster(),
      'member/invite/list': () => ({ total: 0, records: [] }),
    })
    const share = '/pages/mine/share/index/index'
    renderRoute(share, share, <SharePage />)
    expect(await screen.findByText('No friends invited yet: share your link.')).toBeTruthy()
    // no share banner published (the call is not even answered): nothing in its place
    expect(screen.queryByTestId('share-banner')).toBeNull()
  })
})
