import type { BoardOrder } from '@siam/contracts'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { ToastProvider } from '../../shared/ui/Toast'
import { envelope, jsonResponse, makeOrder, stubFetch } from '../../testing/fixtures'
import { normaliseDispatch, orderActions, validateDispatch, validateRejectReason } from './actions'
import { OrderCard } from './OrderCard'

beforeAll(async () => {
  await initI18n('en')
})

const fetchMock = stubFetch()

const events = (status: BoardOrder['status'], kind: BoardOrder['kind']) =>
  orderActions({ status, kind }).map((a) => a.event)

describe('orderActions', () => {
  it.each([
    // status, kind, buttons
    [2, 'delivery', ['accept', 'merchant_reject']],
    [2, 'pickup', ['mark_ready', 'merchant_reject']],
    [4, 'delivery', ['dispatch']],
    [5, 'delivery', ['deliver']],
    [3, 'pickup', ['picked_up']],
    [12, 'delivery', []],
    [6, 'delivery', []],
    [6, 'pickup', []],
    [1, 'delivery', []],
    [10, 'pickup', []],
    [11, 'delivery', []],
    [7, 'delivery', []],
    [8, 'pickup', []],
    [9, 'delivery', []],
  ] as const)('status %i %s -> %j', (status, kind, expected) => {
    expect(events(status, kind)).toEqual(expected)
  })

  it('never offers a delivery step on a pickup order or a pickup step on a delivery order', () => {
    for (const status of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const) {
      expect(events(status, 'pickup')).not.toContain('accept')
      expect(events(status, 'pickup')).not.toContain('dispatch')
      expect(events(status, 'delivery')).not.toContain('mark_ready')
      expect(events(status, 'delivery')).not.toContain('picked_up')
    }
  })

  it('maps the one-step events onto updateStatus actions and puts reject last', () => {
    const actions = orderActions({ status: 2, kind: 'delivery' })
    expect(actions[0]).toMatchObject({ kind: 'status', action: 'accept', primary: true })
    expect(actions.at(-1)).toMatchObject({ kind: 'reject', primary: false })
  })
})

describe('validateDispatch', () => {
  it('requires both fields', () => {
    expect(validateDispatch({ courierName: '  ', courierPhone: '' })).toEqual({
      courierName: 'console:courier_name_required',
      courierPhone: 'console:courier_phone_required',
    })
  })

  it.each(['1380013800', '138001380001', '23800138000', '+8613800138000', '1380013800a'])(
    'refuses %s as a courier phone',
    (phone) => {
      expect(validateDispatch({ courierName: 'Li', courierPhone: phone })).toEqual({
        courierPhone: 'console:courier_phone_invalid',
      })
    },
  )

  it('accepts 11 digits starting with 1, typed with spaces or dashes', () => {
    expect(validateDispatch({ courierName: 'Li Wei', courierPhone: '138 0013 8000' })).toEqual({})
    expect(validateDispatch({ courierName: 'Li Wei', courierPhone: '138-0013-8000' })).toEqual({})
    expect(normaliseDispatch({ courierName: ' Li Wei ', courierPhone: '138 0013-8000' })).toEqual({
      courierName: 'Li Wei',
      courierPhone: '13800138000',
    })
  })

  it('refuses a name longer than the contract allows', () => {
    expect(validateDispatch({ courierName: 'x'.repeat(41), courierPhone: '13800138000' }).courierName).toBe(
      'console:courier_name_too_long',
    )
  })
})

describe('validateRejectReason', () => {
  it('requires a non-blank reason of at most 140 characters', () => {
    expect(validateRejectReason('   ')).toBe('console:reject_reason_required')
    expect(validateRejectReason('y'.repeat(141))).toBe('console:reject_reason_too_long')
    expect(validateRejectReason('Out of stock')).toBeNull()
  })
})

function renderCard(order: BoardOrder, props: Partial<Parameters<typeof OrderCard>[0]> = {}) {
  const onUpdated = vi.fn()
  const onConflict = vi.fn()
  render(
    <ToastProvider>
      <OrderCard
        order={order}
        showShop={false}
        now={Date.parse('2025-06-01T04:05:40.000Z')}
        onUpdated={onUpdated}
        onConflict={onConflict}
        {...props}
      />
    </ToastProvider>,
  )
  return { onUpdated, onConflict }
}

/** The order's action buttons (the kitchen ticket's button is on every card and not an action). */
const buttonNames = () =>
  within(screen.getByRole('article'))
    .queryAllByRole('button')
    .filter((b) => !b.closest('.kitchen-ticket-box'))
    .map((b) => b.textContent)

describe('OrderCard', () => {
  it('shows the kitchen what to cook: Chinese names, quantities, options, remark, address, helper', () => {
    renderCard(makeOrder())
    const card = screen.getByRole('article')
    expect(within(card).getByText('牛肉面')).toBeTruthy()
    expect(within(card).getByText('2×')).toBeTruthy()
    expect(within(card).getByText('Large · Extra spicy')).toBeTruthy()
    expect(within(card).getByText('No coriander please')).toBeTruthy()
    expect(within(card).getByText('上海市黄浦区南京路100号12B')).toBeTruthy()
    expect(within(card).getByText('Customer speaks no Chinese: Siam arranges the delivery')).toBeTruthy()
    expect(within(card).getByText('waiting 5 min', { exact: false })).toBeTruthy()
    expect(within(card).getByText('Delivery')).toBeTruthy()
    expect(within(card).getAllByText('¥48.50').length).toBeGreaterThan(0)
  })

  it('labels pickup orders as dine-in or take-away and shows no address', () => {
    renderCard(makeOrder({ kind: 'pickup', diningOption: 'take_away', address: null, addressZh: null }))
    expect(screen.getByText('Take-away')).toBeTruthy()
    expect(screen.queryByText('Address')).toBeNull()
  })

  it.each([
    [makeOrder({ status: 2, kind: 'delivery' }), ['Accept', 'Reject', 'Out of stock']],
    [
      makeOrder({ status: 2, kind: 'pickup', diningOption: 'dine_in' }),
      ['Mark ready for pickup', 'Reject', 'Out of stock'],
    ],
    [makeOrder({ status: 4 }), ['Dispatch']],
    [makeOrder({ status: 5, courierName: 'Li', courierPhone: '13900139000' }), ['Mark delivered']],
    [makeOrder({ status: 3, kind: 'pickup' }), ['Mark picked up']],
    [makeOrder({ status: 12 }), []],
  ])('offers the right buttons (%#)', (order, expected) => {
    renderCard(order)
    expect(buttonNames()).toEqual(expected)
  })

  it('accepts through updateStatus, disables the buttons while the call runs, and reports the new order', async () => {
    const order = makeOrder({ id: 'o-1', status: 2 })
    let answer: (r: Response) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    const { onUpdated } = renderCard(order)

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true),
    )
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true)
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/siam-server/rest/merchant/order/updateStatus')
    expect(body).toMatchObject({ id: 'o-1', action: 'accept' })

    const accepted = { ...order, status: 4 as const, updatedAt: '2025-06-01T04:06:00.000Z' }
    answer(jsonResponse(envelope(accepted)))
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(accepted))
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false)
  })

  it('on a 409 shows the server message and asks the board to reload', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          code: 409,
          message: 'This order was already handled by someone else.',
          data: null,
          errorKey: 'ORDER_STATUS_CONFLICT',
        },
        409,
      ),
    )
    const { onUpdated, onConflict } = renderCard(makeOrder({ status: 2 }))
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('This order was already handled by someone else.')).toBeTruthy()
    expect(onConflict).toHaveBeenCalledTimes(1)
    expect(onUpdated).not.toHaveBeenCalled()
  })

  it('the dispatch form refuses a bad phone without calling the server, then sends a good one', async () => {
    const order = makeOrder({ id: 'o-9', status: 4 })
    const { onUpdated } = renderCard(order)
    fireEvent.click(screen.getByRole('button', { name: 'Dispatch' }))
    const form = screen.getByRole('form', { name: 'Dispatch' })

    fireEvent.click(within(form).getByRole('button', { name: 'Hand over to courier' }))
    expect(within(form).getByText("Enter the courier's name.")).toBeTruthy()
    expect(within(form).getByText("Enter the courier's phone number.")).toBeTruthy()

    fireEvent.change(within(form).getByLabelText('Courier name'), { target: { value: 'Wang Qiang' } })
    fireEvent.change(within(form).getByLabelText('Courier phone'), { target: { value: '2380013800' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Hand over to courier' }))
    expect(within(form).getByText('Enter a mainland mobile number: 11 digits starting with 1.')).toBeTruthy()
    expect(within(form).getByLabelText('Courier phone').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(
      jsonResponse(envelope({ ...order, status: 5, courierName: 'Wang Qiang' })),
    )
    fireEvent.change(within(form).getByLabelText('Courier phone'), { target: { value: '139 0013 9000' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Hand over to courier' }))
    await waitFor(() => expect(onUpdated).toHaveBeenCalled())
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/siam-server/rest/merchant/order/dispatch')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      id: 'o-9',
      courierName: 'Wang Qiang',
      courierPhone: '13900139000',
    })
  })

  it('after partial refunds the reject form names only what is left (issue 15)', async () => {
    const order = makeOrder({ id: 'o-8', status: 2, paidFen: 4_100, refundedFen: 1_165 })
    renderCard(order)
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const form = screen.getByRole('form', { name: 'Reject' })
    expect(within(form).queryByText(/full refund/)).toBeNull()
    expect(
      within(form).getByText(/already refunded; the customer gets the rest back \(¥29\.35\)/),
    ).toBeTruthy()
  })

  it('reject warns about the full refund and needs a reason', async () => {
    const order = makeOrder({ id: 'o-7', status: 2, paidFen: 4_850 })
    const { onUpdated } = renderCard(order)
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const form = screen.getByRole('form', { name: 'Reject' })
    expect(within(form).getByText(/The customer gets a full refund \(¥48\.50\)/)).toBeTruthy()

    fireEvent.click(within(form).getByRole('button', { name: 'Reject and refund' }))
    expect(within(form).getByText('Enter a reason for rejecting the order.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(
      jsonResponse(envelope({ ...order, status: 11, cancelReason: 'Dishes are sold out' })),
    )
    fireEvent.click(within(form).getByRole('button', { name: 'Dishes are sold out' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Reject and refund' }))
    await waitFor(() => expect(onUpdated).toHaveBeenCalled())
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/siam-server/rest/merchant/order/reject')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      id: 'o-7',
      reason: 'Dishes are sold out',
    })
  })
})
