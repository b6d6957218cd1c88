import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import type { RefundProcess } from '@siam/contracts'
import { toast } from '../../shared/ui/toast'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { PROGRESS_POLL_MS, progressPollInterval, Component as RefundProgressPage } from './RefundProgressPage'
import { processOf, refundView } from './testData'

const { serve, callsTo: calls } = apiDouble(apiMock)

const open = (query = '?id=o1') =>
  renderRoute(
    `/pages/order/refund/progress/progress${query}`,
    '/pages/order/refund/progress/progress',
    <RefundProgressPage />,
  )

const rejected = refundView({
  status: 3,
  merchantRejectReason: 'The photo shows a full bowl',
  merchantDeadlineAt: null,
  escalateDeadlineAt: '2025-03-03T05:00:00.000Z',
  actions: ['escalate', 'withdraw'],
  timeline: [
    { at: '2025-03-01T04:30:00.000Z', fromStatus: null, toStatus: 1, actor: 'member', note: null },
    { at: '2025-03-01T04:30:00.000Z', fromStatus: 1, toStatus: 2, actor: 'system', note: null },
    {
      at: '2025-03-01T05:00:00.000Z',
      fromStatus: 2,
      toStatus: 3,
      actor: 'merchant',
      note: 'The photo shows a full bowl',
    },
  ],
})

pageTestHooks(apiMock, ['aftersale'])

describe('refund progress polling', () => {
  it('polls while a request moves or its money is on the way, and only while visible', () => {
    const p = (...refunds: Parameters<typeof refundView>[0][]) => processOf(refunds.map((r) => refundView(r)))
    expect(progressPollInterval(p({ status: 2 }), 'visible')).toBe(PROGRESS_POLL_MS)
    expect(progressPollInterval(p({ status: 3 }), 'visible')).toBe(PROGRESS_POLL_MS)
    expect(progressPollInterval(p({ status: 2 }), 'hidden')).toBe(false)
    expect(progressPollInterval(p({ status: 7, moneyStatus: 'pending' }), 'visible')).toBe(PROGRESS_POLL_MS)
    expect(progressPollInterval(p({ status: 7, moneyStatus: 'succeeded' }), 'visible')).toBe(false)
    expect(progressPollInterval(p({ status: 6 }, { status: 5 }), 'visible')).toBe(false)
    expect(progressPollInterval(p({ status: 6 }, { status: 4 }), 'visible')).toBe(PROGRESS_POLL_MS)
    expect(progressPollInterval(undefined, 'visible')).toBe(false)
  })
})

describe('refund progress', () => {
  it('waiting for the merchant: status, deadline in China time, lines, photos; withdraw only', async () => {
    serve({ 'member/order/selectRefundProcess': () => processOf([refundView()]) })
    open()
    expect(await screen.findByRole('heading', { name: 'Waiting for the restaurant' })).toBeTruthy()
    expect(calls('member/order/selectRefundProcess')[0]).toEqual({ orderId: 'o1' })
    // 16:30 UTC is 00:30 the next day in Shanghai
    expect(
      screen.getByText(
        'The restaurant answers by \u2068Mar 2, 2025, 00:30\u2069. If it does not, the refund is approved.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('担担面')).toBeTruthy()
    expect(screen.getByText('Items missing')).toBeTruthy()
    expect(screen.getByText('The noodles never came')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(
      '/siam-server/uploads/p1.jpg',
    )
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask the platform' })).toBeNull()
    expect(screen.getByRole('link', { name: 'SM20250301000001' }).getAttribute('href')).toBe(
      '/pages/order/detail/detail?id=o1',
    )
  })

  it('rejected by the merchant: the reason, the escalation deadline, then escalating with a note', async () => {
    let current: RefundProcess = processOf([rejected])
    serve({
      'member/order/selectRefundProcess': () => current,
      'member/order/escalateRefund': () => {
        current = processOf([
          refundView({
            ...rejected,
            status: 4,
            escalateDeadlineAt: null,
            actions: ['withdraw'],
            timeline: [
              ...rejected.timeline,
              {
                at: '2025-03-01T06:00:00.000Z',
                fromStatus: 3,
                toStatus: 4,
                actor: 'member',
                note: 'Half missing',
              },
            ],
          }),
        ])
        return current
      },
    })
    open()
    expect(await screen.findByRole('heading', { name: 'Rejected by the restaurant' })).toBeTruthy()
    // Values inside sentences are isolated (FSI ... PDI) so they keep their direction in Arabic.
    expect(screen.getByText('Restaurant’s reason: \u2068The photo shows a full bowl\u2069')).toBeTruthy()
    expect(
      screen.getByText('You can ask the platform to decide until \u2068Mar 3, 2025, 13:00\u2069.'),
    ).toBeTruthy()
    // the timeline, newest first, with the merchant's reason
    const rows = within(screen.getByRole('list', { name: 'Progress' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(rows[0]).toContain('Rejected by the restaurant')
    expect(rows[0]).toContain('Mar 1, 2025, 13:00')
    expect(rows[0]).toContain('Restaurant')
    expect(rows[0]).toContain('The photo shows a full bowl')
    expect(rows.at(-1)).toContain('Request submitted')

    fireEvent.click(screen.getByRole('button', { name: 'Ask the platform' }))
    const sheet = await screen.findByRole('dialog', { name: 'Ask the platform to decide' })
    fireEvent.change(within(sheet).getByRole('textbox'), { target: { value: ' Half missing ' } })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Ask the platform' }))
    expect(await screen.findByRole('heading', { name: 'Waiting for the platform' })).toBeTruthy()
    expect(calls('member/order/escalateRefund')).toEqual([{ refundId: 'r1', note: 'Half missing' }])
    expect(screen.queryByRole('button', { name: 'Ask the platform' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy()
    expect(toast.current()?.message).toBe('Sent to the platform')
  })

  it('after the escalation window the server offers nothing: no buttons, no deadline', async () => {
    serve({
      'member/order/selectRefundProcess': () => processOf([refundView({ ...rejected, actions: [] })]),
    })
    open()
    expect(await screen.findByRole('heading', { name: 'Rejected by the restaurant' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask the platform' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull()
    expect(screen.queryByText(/You can ask the platform to decide until/)).toBeNull()
  })

  it('withdrawing asks first; keeping it sends nothing', async () => {
    let current = processOf([refundView()])
    serve({
      'member/order/selectRefundProcess': () => current,
      'member/order/withdrawRefund': () => {
        current = processOf([refundView({ status: 6, actions: [], merchantDeadlineAt: null })])
        return current
      },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request' }))
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls('member/order/withdrawRefund')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request' }))
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }))
    expect(await screen.findByRole('heading', { name: 'Refund closed' })).toBeTruthy()
    expect(calls('member/order/withdrawRefund')).toEqual([{ refundId: 'r1' }])
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull()
  })

  it('refund successful: the money back, the total refunded, no actions', async () => {
    serve({
      'member/order/selectRefundProcess': () =>
        processOf(
          [
            refundView({
              status: 7,
              moneyStatus: 'succeeded',
              actions: [],
              merchantDeadlineAt: null,
              resolvedAt: '2025-03-01T07:00:00.000Z',
            }),
          ],
          { refundedFen: 1700, orderStatus: 9 },
        ),
    })
    open()
    expect(await screen.findByRole('heading', { name: 'Refund successful' })).toBeTruthy()
    expect(screen.getByText('The money is back: \u2066¥17.00\u2069')).toBeTruthy()
    const summary = document.querySelector('.refund-order-summary') as HTMLElement
    expect(summary.textContent).toContain('Refunded so far¥17.00')
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ask the platform' })).toBeNull()
  })

  it('puts the request named in the link first', async () => {
    serve({
      'member/order/selectRefundProcess': () =>
        processOf([
          refundView({
            id: 'r2',
            status: 7,
            moneyStatus: 'succeeded',
            createdAt: '2025-03-01T08:00:00.000Z',
          }),
          refundView({ id: 'r1', status: 2 }),
        ]),
    })
    open('?id=o1&refundId=r1')
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(['Waiting for the restaurant', 'Refund successful'])
  })
})
