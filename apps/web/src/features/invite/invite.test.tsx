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
import { Component as UnreceivedRewardPage } from './UnreceivedRewardPage'
import { Component as WithdrawalPage } from './WithdrawalPage'

const { serve, callsTo } = apiDouble(apiMock)
pageTestHooks(apiMock, ['invite'])

const summary = (over: Partial<InviteSummary> = {}): InviteSummary => ({
  memberId: 'm1',
  invitePath: '/pages/internal/login/authorization/authorization?inviterId=m1',
  invitedCount: 2,
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
