import type { ConsoleRefund } from '@siam/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Staff } from '../../shared/api/staff'
import { initI18n } from '../../shared/i18n'
import {
  envelope,
  type FetchHandler as Handler,
  jsonResponse,
  makeOrder,
  requestBodies,
  routeFetch,
  stubFetch,
} from '../../testing/fixtures'
import { refundConflict, renderWithClient } from '../../testing/render'
import { validateAuditReason } from './audit'
import { RefundsPage } from './RefundsPage'

const merchant: Staff = {
  id: 'st1',
  email: 'merchant@siam.demo',
  name: 'Chen Jing',
  role: 'merchant',
  shops: [{ id: 'shop-1', name: 'Golden Noodle House' }],
}
const platform: Staff = { id: 'st2', email: 'admin@siam.demo', name: 'Li Na', role: 'platform', shops: [] }

function refund(over: Partial<ConsoleRefund> = {}): ConsoleRefund {
  return {
    id: 'r1',
    orderId: 'order-1',
    orderNo: '25060112000001',
    kind: 'member',
    status: 2,
    amountFen: 2_050,
    deliveryFeeFen: 0,
    toBalanceFen: 0,
    lines: [
      {
        orderItemId: 'order-1-l1',
        name: 'Beef noodles',
        nameZh: '牛肉面',
        image: '',
        optionNames: ['Large'],
        quantity: 1,
        grossFen: 2_300,
        discountFen: 250,
        amountFen: 2_050,
      },
    ],
    reason: 14,
    reasonText: 'Items missing',
    description: 'Only one bowl arrived',
    images: ['/siam-server/uploads/a.jpg'],
    merchantRejectReason: null,
    platformRejectReason: null,
    timeline: [
      { at: '2025-06-01T05:00:00.000Z', fromStatus: null, toStatus: 1, actor: 'member', note: null },
      { at: '2025-06-01T05:00:00.000Z', fromStatus: 1, toStatus: 2, actor: 'system', note: null },
    ],
    merchantDeadlineAt: '2025-06-01T17:00:00.000Z',
    escalateDeadlineAt: null,
    moneyStatus: 'none',
    createdAt: '2025-06-01T05:00:00.000Z',
    resolvedAt: null,
    shopId: 'shop-1',
    shopName: '金面馆',
    memberEmail: 'anna@example.com',
    orderStatus: 7,
    orderPaidFen: 4_850,
    actions: ['approve', 'reject'],
    ...over,
  }
}

const fetchMock = stubFetch()

const route = (handlers: Record<string, Handler>) => routeFetch(fetchMock, handlers)
const bodiesOf = (path: string) => requestBodies(fetchMock, path)

const conflict = refundConflict

beforeAll(async () => {
  await initI18n('en')
})

describe('the refund desk (merchant)', () => {
  it('lists the shop’s requests waiting for it and opens the first with order, lines, photos and history', async () => {
    route({
      'merchant/refund/list': () => jsonResponse(envelope({ records: [refund()], total: 1 })),
      'merchant/refund/detail': () =>
        jsonResponse(envelope({ refund: refund(), order: makeOrder({ id: 'order-1' }) })),
    })
    renderWithClient(<RefundsPage staff={merchant} scope="merchant" />)
    const detail = await screen.findByRole('article', { name: '#25060112000001' })
    expect(bodiesOf('merchant/refund/list')[0]).toMatchObject({ pageNo: 1, statuses: [2] })
    expect(within(detail).getByText('Items missing')).toBeTruthy()
    expect(within(detail).getByText('Only one bowl arrived')).toBeTruthy()
    expect(within(detail).getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(
      '/siam-server/uploads/a.jpg',
    )
    expect(within(detail).getAllByText('牛肉面').length).toBeGreaterThan(0)
    const history = within(detail).getByRole('list', { name: 'History' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Request submitted'),
      expect.stringContaining('Waiting for the merchant'),
    ])
    expect(within(detail).getByText(/Answer by .*, or the refund is approved automatically\./)).toBeTruthy()
  })

  it('approves through merchant/refund/audit and shows what the server answered', async () => {
    let current = refund()
    route({
      'merchant/refund/list': () => jsonResponse(envelope({ records: [current], total: 1 })),
      'merchant/refund/detail': () =>
        jsonResponse(envelope({ refund: current, order: makeOrder({ id: 'order-1' }) })),
      'merchant/refund/audit': () => {
        current = refund({ status: 7, moneyStatus: 'pending', actions: [] })
        return jsonResponse(envelope(current))
      },
    })
    renderWithClient(<RefundsPage staff={merchant} scope="merchant" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Approve refund of ¥20.50' }))
    expect(await screen.findByText('Refund for order 25060112000001: Refund successful')).toBeTruthy()
    expect(bodiesOf('merchant/refund/audit')).toEqual([
      { refundId: 'r1', decision: 'approve', reason: '', lang: 'en' },
    ])
    await waitFor(() => expect(screen.queryByRole('button', { name: /Approve refund/ })).toBeNull())
  })

  it('rejecting needs a reason the customer will read', async () => {
    route({
      'merchant/refund/list': () => jsonResponse(envelope({ records: [refund()], total: 1 })),
      'merchant/refund/detail': () =>
        jsonResponse(envelope({ refund: refund(), order: makeOrder({ id: 'order-1' }) })),
      'merchant/refund/audit': () =>
        jsonResponse(
          envelope(refund({ status: 3, actions: [], merchantRejectReason: 'Both bowls were sent' })),
        ),
    })
    renderWithClient(<RefundsPage staff={merchant} scope="merchant" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request' }))
    const form = screen.getByRole('form', { name: 'Reject request' })
    fireEvent.click(within(form).getByRole('button', { name: 'Reject request' }))
    expect(within(form).getByText('Enter a reason for rejecting the request.')).toBeTruthy()
    expect(bodiesOf('merchant/refund/audit')).toHaveLength(0)

    fireEvent.change(within(form).getByLabelText('Reason (the customer sees it)'), {
      target: { value: '  Both bowls were sent ' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Reject request' }))
    await waitFor(() => expect(bodiesOf('merchant/refund/audit')).toHaveLength(1))
    expect(bodiesOf('merchant/refund/audit')[0]).toMatchObject({
      refundId: 'r1',
      decision: 'reject',
      reason: 'Both bowls were sent',
    })
  })

  it('two staff at once: the second gets the conflict message and sees the request as it is now', async () => {
    let decided = false
    route({
      'merchant/refund/list': () =>
        jsonResponse(
          envelope({ records: [decided ? refund({ status: 7, actions: [] }) : refund()], total: 1 }),
        ),
      'merchant/refund/detail': () =>
        jsonResponse(
          envelope({
            refund: decided ? refund({ status: 7, actions: [], moneyStatus: 'pending' }) : refund(),
            order: makeOrder({ id: 'order-1' }),
          }),
        ),
      'merchant/refund/audit': () => {
        // a colleague approved a moment earlier
        decided = true
        return conflict('Someone else has already handled this refund request.')
      },
    })
    renderWithClient(<RefundsPage staff={merchant} scope="merchant" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Approve refund of ¥20.50' }))
    const alerts = await screen.findAllByText('Someone else has already handled this refund request.')
    // where the buttons were, and as a toast
    expect(alerts.length).toBe(2)
    expect(alerts.some((a) => a.getAttribute('role') === 'alert')).toBe(true)
    const detail = screen.getByRole('article', { name: '#25060112000001' })
    await waitFor(() => expect(within(detail).getByText('Refund successful')).toBeTruthy())
    expect(within(detail).queryByRole('button', { name: /Approve refund/ })).toBeNull()
    expect(bodiesOf('merchant/refund/detail').length).toBeGreaterThanOrEqual(2)
    expect(bodiesOf('merchant/refund/list').length).toBeGreaterThanOrEqual(2)
  })

  it('says so when no request waits', async () => {
    route({ 'merchant/refund/list': () => jsonResponse(envelope({ records: [], total: 0 })) })
    renderWithClient(<RefundsPage staff={merchant} scope="merchant" />)
    expect(await screen.findByText('No refund requests here')).toBeTruthy()
  })
})

describe('the refund desk (platform)', () => {
  it('asks admin/refund/list for escalated and merchant-rejected requests and decides through admin/refund/audit', async () => {
    const escalated = refund({
      status: 4,
      merchantRejectReason: 'Both bowls were sent',
      merchantDeadlineAt: null,
      actions: ['approve', 'reject'],
    })
    route({
      'admin/refund/list': () => jsonResponse(envelope({ records: [escalated], total: 1 })),
      'merchant/refund/detail': () =>
        jsonResponse(envelope({ refund: escalated, order: makeOrder({ id: 'order-1' }) })),
      'admin/refund/audit': () => jsonResponse(envelope(refund({ status: 7, actions: [] }))),
    })
    renderWithClient(<RefundsPage staff={platform} scope="platform" />)
    expect(await screen.findByText('Merchant’s reason: Both bowls were sent')).toBeTruthy()
    expect(bodiesOf('admin/refund/list')[0]).toMatchObject({ statuses: [3, 4] })
    fireEvent.click(screen.getByRole('button', { name: 'Approve refund of ¥20.50' }))
    await waitFor(() => expect(bodiesOf('admin/refund/audit')).toHaveLength(1))
    expect(bodiesOf('admin/refund/audit')[0]).toMatchObject({ refundId: 'r1', decision: 'approve' })
    expect(bodiesOf('merchant/refund/audit')).toHaveLength(0)
  })
})

describe('console pages and reasons', () => {
  it('a rejection reason is required and at most 140 characters', () => {
    expect(validateAuditReason('  ')).toBe('console:refund_reason_required')
    expect(validateAuditReason('x'.repeat(141))).toBe('console:reject_reason_too_long')
    expect(validateAuditReason('Both bowls were sent')).toBeNull()
  })
})
