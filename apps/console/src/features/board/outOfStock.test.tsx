import type { BoardOrder } from '@siam/contracts'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { ToastProvider } from '../../shared/ui/Toast'
import {
  envelope,
  type FetchHandler as Handler,
  jsonResponse,
  makeOrder,
  requestBodies,
  routeFetch,
  stubFetch,
} from '../../testing/fixtures'
import { OrderCard } from './OrderCard'
import { outOfStockItems } from './OutOfStockForm'

const fetchMock = stubFetch()

const route = (handlers: Record<string, Handler>) => routeFetch(fetchMock, handlers)
const bodiesOf = (path: string) => requestBodies(fetchMock, path)

beforeAll(async () => {
  await initI18n('en')
})

describe('out of stock on the board', () => {
  it('sends the lines and quantities the merchant cannot make', async () => {
    const order = makeOrder({ id: 'o-5', status: 2 })
    route({
      'merchant/order/markOutOfStock': () =>
        jsonResponse(envelope({ ...order, refundedFen: 2_050 } satisfies BoardOrder)),
    })
    const onUpdated = vi.fn()
    render(
      <ToastProvider>
        <OrderCard
          order={order}
          showShop={false}
          now={Date.now()}
          onUpdated={onUpdated}
          onConflict={() => {}}
        />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Out of stock' }))
    const form = screen.getByRole('form', { name: 'Out of stock' })
    fireEvent.click(within(form).getByRole('button', { name: 'Refund these items' }))
    expect(within(form).getByText('Enter how many of at least one dish are out of stock.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()

    const count = within(form).getByRole('spinbutton')
    fireEvent.change(count, { target: { value: '5' } })
    expect((count as HTMLInputElement).value).toBe('2')
    expect(within(form).getByText(/Every dish is out of stock/)).toBeTruthy()
    fireEvent.change(count, { target: { value: '1' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Refund these items' }))
    await waitFor(() => expect(onUpdated).toHaveBeenCalled())
    expect(bodiesOf('merchant/order/markOutOfStock')[0]).toMatchObject({
      orderId: 'o-5',
      items: [{ orderItemId: 'o-5-l1', number: 1 }],
    })
  })

  it('counts only what has not gone back already', () => {
    const order = makeOrder({ id: 'o-6' })
    const line = order.lines[0] as BoardOrder['lines'][number]
    const partly = { ...order, lines: [{ ...line, refundedQuantity: 1 }] }
    expect(outOfStockItems(partly, { [line.id]: 2 })).toEqual([{ orderItemId: line.id, number: 1 }])
    expect(outOfStockItems(partly, {})).toEqual([])
  })
})
