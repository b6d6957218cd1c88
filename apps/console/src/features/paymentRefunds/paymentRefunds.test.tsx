import type { PaymentRefundRow } from '@siam/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../shared/i18n'
import {
  envelope,
  type FetchHandler as Handler,
  jsonResponse,
  requestBodies,
  routeFetch,
  stubFetch,
} from '../../testing/fixtures'
import { refundConflict, renderWithClient } from '../../testing/render'
import { FailedRefundsPage } from './FailedRefundsPage'

const fetchMock = stubFetch()

const route = (handlers: Record<string, Handler>) => routeFetch(fetchMock, handlers)
const bodiesOf = (path: string) => requestBodies(fetchMock, path)

const conflict = refundConflict

beforeAll(async () => {
  await initI18n('en')
})

describe('failed provider refunds', () => {
  const failed: PaymentRefundRow = {
    id: 'pr1',
    paymentId: 'p1',
    orderId: 'order-1',
    orderNo: '25060112000001',
    refundRequestId: 'r1',
    payType: 'alipay',
    amountFen: 2_050,
    status: 'failed',
    reason: 'after_sale',
    lastError: 'ACQ.SYSTEM_ERROR',
    attempts: 3,
    createdAt: '2025-06-01T05:00:00.000Z',
    finishedAt: null,
  }

  it('lists them with the provider’s answer and retries one', async () => {
    let rows = [failed]
    route({
      'admin/paymentRefund/list': () => jsonResponse(envelope({ records: rows, total: rows.length })),
      'admin/paymentRefund/retry': () => {
        rows = []
        return jsonResponse(envelope({ ...failed, status: 'succeeded', attempts: 4 }))
      },
    })
    renderWithClient(<FailedRefundsPage />)
    expect(await screen.findByText('ACQ.SYSTEM_ERROR')).toBeTruthy()
    expect(bodiesOf('admin/paymentRefund/list')[0]).toMatchObject({ statuses: ['failed', 'pending'] })
    fireEvent.click(screen.getByRole('button', { name: 'Retry the refund of order 25060112000001' }))
    expect(await screen.findByText('Sent again: Completed')).toBeTruthy()
    expect(bodiesOf('admin/paymentRefund/retry')).toEqual([{ id: 'pr1', lang: 'en' }])
    expect(await screen.findByText('No payment refunds here')).toBeTruthy()
  })

  it('a retry that lost a race shows the message and reloads', async () => {
    route({
      'admin/paymentRefund/list': () => jsonResponse(envelope({ records: [failed], total: 1 })),
      'admin/paymentRefund/retry': () => conflict('This refund is already being retried.'),
    })
    renderWithClient(<FailedRefundsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Retry the refund of order 25060112000001' }))
    expect(await screen.findByText('This refund is already being retried.')).toBeTruthy()
    await waitFor(() => expect(bodiesOf('admin/paymentRefund/list').length).toBeGreaterThanOrEqual(2))
  })
})
