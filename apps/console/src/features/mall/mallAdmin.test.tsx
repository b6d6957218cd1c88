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
import { renderWithClient } from '../../testing/render'
import { MallCataloguePanel } from './MallCataloguePanel'
import { MallOrdersPanel } from './MallOrdersPanel'

const fetchMock = stubFetch()
const route = (handlers: Record<string, Handler>) => routeFetch(fetchMock, handlers)
const bodiesOf = (path: string) => requestBodies(fetchMock, path)

beforeAll(async () => {
  await initI18n('en')
})

const order = (over: Record<string, unknown> = {}) => ({
  id: 'o1',
  orderNo: 'M20261121120000000001',
  status: 'paid',
  lines: [
    {
      goodsId: 'g1',
      specId: '',
      name: 'Thermos bottle',
      specName: '350 ml',
      image: '',
      points: 900,
      cashFen: 1990,
      number: 1,
    },
  ],
  points: 900,
  cashFen: 1990,
  address: { contactName: 'Anna', phone: '13800138000', line: 'Shanghai 100 Nanjing East Road' },
  carrier: null,
  trackingNo: null,
  createdAt: '2026-11-21T04:00:00.000Z',
  shippedAt: null,
  completedAt: null,
  autoCompleteAt: null,
  actions: ['cancel'],
  memberId: 'm1',
  pendingRefund: null,
  ...over,
})

describe('console: points mall orders', () => {
  it('ships a paid order with carrier and tracking number, and reviews an after-sale request', async () => {
    let current = order()
    route({
      'admin/pointsMall/order/list': () => jsonResponse(envelope({ records: [current], total: 1 })),
      'admin/pointsMall/order/deliver': () => {
        current = order({
          status: 'after_sale',
          shippedAt: '2026-11-21T05:00:00.000Z',
          carrier: 'SF',
          trackingNo: 'SF1234',
          pendingRefund: {
            id: 'r1',
            orderId: 'o1',
            kind: 'return_refund',
            status: 'pending',
            reason: 'Broken',
            points: 900,
            cashFen: 1990,
            note: '',
            createdAt: '2026-11-22T05:00:00.000Z',
            decidedAt: null,
          },
        })
        return jsonResponse(envelope(current))
      },
      'admin/pointsMall/refund/audit': () => jsonResponse(envelope(order({ status: 'refunded' }))),
    })
    renderWithClient(<MallOrdersPanel />)
    expect(await screen.findByText(/Thermos bottle \(350 ml\) ×1/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'SF' } })
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'SF1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }))
    await waitFor(() =>
      expect(bodiesOf('admin/pointsMall/order/deliver')).toEqual([
        { id: 'o1', carrier: 'SF', trackingNo: 'SF1234', lang: 'en' },
      ]),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Approve refund' }))
    await waitFor(() =>
      expect(bodiesOf('admin/pointsMall/refund/audit')).toEqual([
        { refundId: 'r1', approve: true, lang: 'en' },
      ]),
    )
  })
})

describe('console: points mall catalogue', () => {
  it('deletes goods in two clicks and says when an item was retired; a refused category delete shows the message', async () => {
    const goods = {
      id: 'g1',
      categoryId: 'c1',
      names: { en: 'Thermos bottle', 'zh-Hans': '保温杯' },
      descriptions: { en: 'Keeps tea hot', 'zh-Hans': '保温' },
      photos: ['/assets/mall/thermos.png'],
      specs: [],
      points: 900,
      cashFen: 0,
      stock: 5,
      recommended: false,
      enabled: true,
      sort: 0,
      sold: 1,
    }
    route({
      'admin/pointsMall/goods/list': () => jsonResponse(envelope({ records: [goods], total: 1 })),
      'admin/pointsMall/category/list': () =>
        jsonResponse(
          envelope({ records: [{ id: 'c1', names: { en: 'Home', 'zh-Hans': '家居' }, sort: 0 }] }),
        ),
      'admin/pointsMall/banner/list': () => jsonResponse(envelope({ records: [] })),
      'admin/pointsMall/goods/delete': () => jsonResponse(envelope({ id: 'g1', outcome: 'retired' })),
      'admin/pointsMall/category/delete': () =>
        jsonResponse(
          {
            success: false,
            code: 409,
            data: null,
            errorKey: 'MALL_CATEGORY_NOT_EMPTY',
            message: 'This category still has goods. Delete or move them first',
          },
          409,
        ),
    })
    renderWithClient(<MallCataloguePanel />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 保温杯' }))
    expect(bodiesOf('admin/pointsMall/goods/delete')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delete 保温杯' }))
    await waitFor(() => expect(bodiesOf('admin/pointsMall/goods/delete')).toEqual([{ id: 'g1', lang: 'en' }]))
    expect(await screen.findByText(/Retired: orders still name it/)).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 家居' }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delete 家居' }))
    expect(await screen.findByText('This category still has goods. Delete or move them first')).toBeTruthy()
  })
})
