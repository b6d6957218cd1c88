import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))
// The photo picker uploads for real; here a button stands in for "a photo was uploaded".
vi.mock('../../shared/photos/PhotoPicker', () => ({
  PhotoPicker: ({
    value,
    onChange,
    onBusyChange,
  }: {
    value: string[]
    onChange: (urls: string[]) => void
    onBusyChange?: (busy: boolean) => void
  }) => (
    <>
      <button
        type="button"
        onClick={() => onChange([...value, `/siam-server/uploads/p${value.length + 1}.jpg`])}
      >
        add test photo ({value.length})
      </button>
      <button type="button" onClick={() => onBusyChange?.(true)}>
        start a slow upload
      </button>
    </>
  ),
}))

import { ApiError } from '../../shared/api'
import { toast } from '../../shared/ui/toast'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, pageTestHooks, renderRoute } from '../../testing/pages'
import { Component as RefundApplyPage } from './RefundApplyPage'
import { paidOrder, previewFor, processOf, refundView } from './testData'

const { serve, callsTo: calls } = apiDouble(apiMock)

const open = () =>
  renderRoute('/pages/order/refund/apply/apply?id=o1', '/pages/order/refund/apply/apply', <RefundApplyPage />)

const plus = (name: string) => screen.getByRole('button', { name: `One more ${name}` })
const bar = () => document.querySelector('.pay-bar') as HTMLElement

async function chooseReason(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Reason/ }))
  const sheet = await screen.findByRole('dialog', { name: 'Choose a reason' })
  fireEvent.click(within(sheet).getByRole('radio', { name: label }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a reason' })).toBeNull())
}

pageTestHooks(apiMock, ['aftersale'])

describe('refund request: lines and quantities', () => {
  it('offers each line up to its refundable quantity, and nothing for a line already refunded', async () => {
    serve({
      'member/order/selectById': () => paidOrder(),
      'member/order/refundPreview': (input) => previewFor(input.items as never),
    })
    open()
    const noodles = await screen.findByRole('button', { name: 'One more Dan dan noodles' })
    fireEvent.click(noodles)
    fireEvent.click(noodles)
    expect((noodles as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'One less Dan dan noodles' })).toBeTruthy()
    // the dumplings went back already: no stepper, and the page says so
    expect(screen.queryByRole('button', { name: 'One more Pork dumplings' })).toBeNull()
    const dumplings = screen.getByText('Pork dumplings').closest('li') as HTMLElement
    expect(dumplings.textContent).toContain('Up to 0')
    expect(dumplings.textContent).toContain('Refunded: 1')
  })

  it('asks the server for the amount as the lines change and shows its answer', async () => {
    serve({
      'member/order/selectById': () => paidOrder(),
      'member/order/refundPreview': (input) => previewFor(input.items as never),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'One more Dan dan noodles' }))
    await waitFor(() => expect(within(bar()).getByText('¥17.00')).toBeTruthy())
    expect(calls('member/order/refundPreview').at(-1)).toEqual({
      orderId: 'o1',
      items: [{ orderItemId: 'l1', number: 1 }],
    })
    fireEvent.click(plus('Jasmine tea'))
    await waitFor(() => expect(within(bar()).getByText('¥25.00')).toBeTruthy())
    expect(calls('member/order/refundPreview').at(-1)).toEqual({
      orderId: 'o1',
      items: [
        { orderItemId: 'l1', number: 1 },
        { orderItemId: 'l2', number: 1 },
      ],
    })
    // the breakdown: gross, the discounts the lines carried, the total
    const amounts = screen.getByRole('region', { name: 'Refund amount' })
    expect(amounts.textContent).toContain('¥28.00')
    expect(amounts.textContent).toContain('−¥3.00')
  })

  it('follows the server when it lowers a limit meanwhile (another request took some)', async () => {
    serve({
      'member/order/selectById': () => paidOrder(),
      'member/order/refundPreview': (input) => ({
        ...previewFor(input.items as never),
        available: [{ orderItemId: 'l1', refundableQuantity: 1 }],
      }),
    })
    open()
    const noodles = await screen.findByRole('button', { name: 'One more Dan dan noodles' })
    fireEvent.click(noodles)
    fireEvent.click(noodles)
    // asked for 2, the server says 1 is left: the choice drops to 1 and the amount follows
    const row = screen.getByText('Dan dan noodles').closest('li') as HTMLElement
    await waitFor(() => expect(row.textContent).toContain('Up to 1'))
    expect((plus('Dan dan noodles') as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(row.querySelector('.stepper-value')?.textContent).toBe('1'))
    await waitFor(() =>
      expect(calls('member/order/refundPreview').at(-1)).toEqual({
        orderId: 'o1',
        items: [{ orderItemId: 'l1', number: 1 }],
      }),
    )
    await waitFor(() => expect(within(bar()).getByText('¥17.00')).toBeTruthy())
  })

  it('says so when nothing can be refunded any more', async () => {
    const order = paidOrder()
    serve({
      'member/order/selectById': () => ({
        ...order,
        lines: order.lines.map((l) => ({ ...l, refundableQuantity: 0 })),
      }),
    })
    open()
    expect(await screen.findByText('Nothing on this order can be refunded now.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      '/pages/order/detail/detail?id=o1',
    )
  })
})

describe('refund request: description, validation, submit', () => {
  it('keeps the description to 140 characters and counts them', async () => {
    serve({ 'member/order/selectById': () => paidOrder() })
    open()
    const box = (await screen.findByRole('textbox', { name: 'Description' })) as HTMLTextAreaElement
    expect(box.maxLength).toBe(140)
    fireEvent.change(box, { target: { value: 'x'.repeat(200) } })
    expect(box.value).toHaveLength(140)
    expect(screen.getByText('140/140')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'Cold' } })
    expect(screen.getByText('4/140')).toBeTruthy()
  })

  it('needs at least one item and a reason before anything is sent', async () => {
    serve({
      'member/order/selectById': () => paidOrder(),
      'member/order/refundPreview': (input) => previewFor(input.items as never),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Submit request' }))
    expect(await screen.findByText('Choose at least one item to refund.')).toBeTruthy()
    expect(screen.getByText('Choose a reason.')).toBeTruthy()
    fireEvent.click(plus('Dan dan noodles'))
    await waitFor(() => expect(within(bar()).getByText('¥17.00')).toBeTruthy())
    expect(screen.queryByText('Choose at least one item to refund.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }))
    expect(await screen.findByText('Choose a reason.')).toBeTruthy()
    expect(calls('member/order/applyRefund')).toHaveLength(0)
  })

  it('offers the after-sale reasons 9-20 only', async () => {
    serve({ 'member/order/selectById': () => paidOrder() })
    open()
    fireEvent.click(await screen.findByRole('button', { name: /^Reason/ }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose a reason' })
    const options = within(sheet)
      .getAllByRole('radio')
      .map((r) => r.textContent)
    expect(options).toHaveLength(12)
    expect(options[0]).toBe('Merchant said it is sold out')
    expect(options.at(-1)).toBe('Other')
    expect(options).not.toContain('No longer wanted')
  })

  it('sends lines, reason, description and photos with one idempotency key, even when retried', async () => {
    let failOnce = true
    serve({
      'member/order/selectById': () => paidOrder(),
      'member/order/refundPreview': (input) => previewFor(input.items as never),
      'member/order/applyRefund': () => {
        if (failOnce) {
          failOnce = false
          throw new ApiError(101, 'Network error, please retry')
        }
        return processOf([refundView({ id: 'r9', status: 2 })])
      },
    })
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: 'One more Dan dan noodles' }))
    await chooseReason('Items missing')
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: '  One bowl never came  ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'add test photo (0)' }))
    await waitFor(() => expect(within(bar()).getByText('¥17.00')).toBeTruthy())

    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }))
    await waitFor(() => expect(calls('member/order/applyRefund')).toHaveLength(1))
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit request' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/refund/progress/progress'))

    const [first, second] = calls('member/order/applyRefund')
    expect(second).toEqual({
      orderId: 'o1',
      items: [{ orderItemId: 'l1', number: 1 }],
      reason: 14,
      description: 'One bowl never came',
      images: ['/siam-server/uploads/p1.jpg'],
      idempotencyKey: first?.idempotencyKey,
    })
    expect(String(first?.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/)
    expect(router.state.location.search).toBe('?id=o1&refundId=r9')
    expect(toast.current()?.message).toBe('Refund request sent')
  })

  it('waits while a photo is still uploading', async () => {
    serve({
      'member/order/selectById': () => paidOrder(),
      'member/order/refundPreview': (input) => previewFor(input.items as never),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'One more Dan dan noodles' }))
    await chooseReason('Items missing')
    await waitFor(() => expect(within(bar()).getByText('¥17.00')).toBeTruthy())
    const submit = screen.getByRole('button', { name: 'Submit request' }) as HTMLButtonElement
    expect(submit.disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'start a slow upload' }))
    await waitFor(() => expect(submit.disabled).toBe(true))
    expect(calls('member/order/applyRefund')).toHaveLength(0)
  })

  it('a changed request gets a new idempotency key', async () => {
    serve({
      'member/order/selectById': () => paidOrder(),
      'member/order/refundPreview': (input) => previewFor(input.items as never),
      'member/order/applyRefund': () => {
        throw new ApiError(409, 'This order is no longer in the refund window.')
      },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'One more Dan dan noodles' }))
    await chooseReason('Bad taste')
    await waitFor(() => expect(within(bar()).getByText('¥17.00')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }))
    await waitFor(() => expect(calls('member/order/applyRefund')).toHaveLength(1))
    fireEvent.click(plus('Jasmine tea'))
    await waitFor(() => expect(within(bar()).getByText('¥25.00')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }))
    await waitFor(() => expect(calls('member/order/applyRefund')).toHaveLength(2))
    const [first, second] = calls('member/order/applyRefund')
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey)
    expect(second?.reason).toBe(16)
  })
})
