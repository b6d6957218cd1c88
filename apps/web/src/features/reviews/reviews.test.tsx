import type { Review, ReviewState } from '@siam/contracts'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)
vi.mock('../../shared/session', () => ({
  useSession: () => ({ status: 'in', member: null, refresh: async () => {} }),
  requireLogin: () => true,
}))

import { ApiError } from '../../shared/api'
import { i18next } from '../../shared/i18n'
import { FakeXhr } from '../../shared/photos/fakeXhr'
import { clampScale } from '../../shared/reviews/PhotoViewer'
import ShopReviews from '../../shared/reviews/ShopReviews'
import { toast } from '../../shared/ui/toast'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, renderRoute, setupI18n } from '../../testing/pages'
import { Component as EvaluatePage } from './EvaluatePage'

const { serve, callsTo } = apiDouble(apiMock)

const state = (over: Partial<ReviewState> = {}): ReviewState => ({
  orderId: 'o1',
  orderNo: 'SM20250301000001',
  shopId: 's1',
  shopName: 'Old Sichuan',
  shopNameZh: '老四川',
  shopImage: '',
  reviewable: true,
  deadlineAt: '2025-03-15T04:00:00.000Z',
  review: null,
  ...over,
})
const review = (over: Partial<Review> = {}): Review => ({
  id: 'r1',
  shopId: 's1',
  memberName: 'a***a',
  memberAvatar: null,
  level: 4,
  content: 'Spicy and fast',
  images: [],
  reply: null,
  repliedAt: null,
  createdAt: '2025-03-02T04:00:00.000Z',
  ...over,
})

const EVALUATE = '/pages/order/evaluate/evaluate'
const openEvaluate = (id = 'o1') => renderRoute(`${EVALUATE}?id=${id}`, EVALUATE, <EvaluatePage />)

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['photos', 'review'])
})
beforeEach(() => {
  apiMock.mockReset()
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  toast.hide()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('evaluate page', () => {
  it('rates, writes and attaches photos, then sends the review and goes back to the order', async () => {
    serve({
      'member/appraise/selectByOrderId': () => state(),
      'member/appraise/insert': (input) => ({ ...review(), orderId: input.orderId, level: input.level }),
    })
    const { router } = openEvaluate()
    await screen.findByText('Old Sichuan')
    expect(screen.getByText('SM20250301000001')).toBeTruthy()
    expect(callsTo('member/appraise/selectByOrderId')).toEqual([{ orderId: 'o1' }])

    // without stars: told to choose, nothing sent
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(screen.getByRole('alert').textContent).toBe('Please choose a rating.')
    expect(callsTo('member/appraise/insert')).toEqual([])

    const stars = screen.getByRole('radiogroup', { name: 'How was the merchant?' })
    expect(within(stars).getAllByRole('radio')).toHaveLength(5)
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(screen.getByText('Good')).toBeTruthy()

    const text = screen.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement
    expect(text.maxLength).toBe(140)
    fireEvent.change(text, { target: { value: 'x'.repeat(150) } })
    expect(text.value).toHaveLength(140)
    expect(screen.getByText('140/140')).toBeTruthy()
    fireEvent.change(text, { target: { value: '  Spicy and fast  ' } })
    expect(screen.getByText('18/140')).toBeTruthy()

    // a photo still uploading holds the submission back
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dish.jpg', { type: 'image/jpeg' })
    act(() => fireEvent.change(screen.getByTestId('photo-album'), { target: { files: [file] } }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(screen.getByRole('alert').textContent).toBe('Please wait until the photos are uploaded.')
    await act(async () => FakeXhr.last().succeed('/siam-server/uploads/dish.jpg'))

    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/detail/detail'))
    expect(router.state.location.search).toBe('?id=o1')
    expect(callsTo('member/appraise/insert')).toEqual([
      { orderId: 'o1', level: 4, content: 'Spicy and fast', images: ['/siam-server/uploads/dish.jpg'] },
    ])
    expect(toast.current()?.message).toBe('Thank you for your review!')
  })

  it('keeps the form when the server refuses, showing its message', async () => {
    serve({
      'member/appraise/selectByOrderId': () => state(),
      'member/appraise/insert': () => {
        throw new ApiError(409, 'This order has already been reviewed.', 'REVIEW_EXISTS')
      },
    })
    const { router } = openEvaluate()
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    await waitFor(() => expect(callsTo('member/appraise/insert')).toHaveLength(1))
    expect(router.state.location.pathname).toBe(EVALUATE)
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeTruthy()
  })

  it('shows the review already written, with the merchant reply and photos to open', async () => {
    serve({
      'member/appraise/selectByOrderId': () =>
        state({
          reviewable: false,
          review: {
            ...review({
              images: ['/siam-server/uploads/a.jpg', '/siam-server/uploads/b.jpg'],
              reply: 'Thank you!',
            }),
            orderId: 'o1',
          },
        }),
    })
    openEvaluate()
    expect(await screen.findByText('You have reviewed this order')).toBeTruthy()
    expect(screen.getByText('Spicy and fast')).toBeTruthy()
    expect(screen.getByText("Merchant's reply")).toBeTruthy()
    expect(screen.getByText('Thank you!')).toBeTruthy()
    expect(screen.getByRole('img', { name: '4 stars' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull()
    expect(screen.getByRole('link', { name: 'See all reviews of the shop' }).getAttribute('href')).toBe(
      '/pages/shop/detail/detail?id=s1&tab=reviews',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 2' }))
    const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 2' })
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/siam-server/uploads/b.jpg')
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }))
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says why an order cannot be reviewed: not completed, or too late', async () => {
    serve({ 'member/appraise/selectByOrderId': () => state({ reviewable: false, deadlineAt: null }) })
    openEvaluate()
    expect(await screen.findByText('Orders can be reviewed once they are completed.')).toBeTruthy()
    expect(screen.queryByRole('radiogroup')).toBeNull()
    cleanup()
    serve({ 'member/appraise/selectByOrderId': () => state({ reviewable: false }) })
    openEvaluate()
    expect(await screen.findByText('The time to review this order has passed.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      '/pages/order/detail/detail?id=o1',
    )
  })
})

describe('shop review tab', () => {
  const SHOP = { id: 's1', rating: 4.5, reviewCount: 12 }
  const renderTab = () => renderRoute('/shop', '/shop', <ShopReviews shop={SHOP} />)

  it('shows the average, the count and the reviews ten at a time', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review({ id: `r${i}`, content: `Review ${i}` }))
    serve({
      'appraise/list': (input) =>
        input.pageNo === 1
          ? { records: first, total: 12, average: 4.3 }
          : {
              records: [
                review({ id: 'r10', content: 'Review 10', reply: 'Come again' }),
                review({ id: 'r11' }),
              ],
              total: 12,
              average: 4.3,
            },
    })
    renderTab()
    expect(await screen.findByText('Review 0')).toBeTruthy()
    expect(screen.getByText('4.3')).toBeTruthy()
    expect(callsTo('appraise/list')[0]).toEqual({ shopId: 's1', pageNo: 1, pageSize: 10 })
    expect(screen.getAllByRole('listitem').filter((li) => li.className === 'review-item')).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Review 10')).toBeTruthy()
    expect(screen.getByText('Come again')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says when there are no reviews, and offers a retry when loading fails', async () => {
    serve({ 'appraise/list': () => ({ records: [], total: 0, average: null }) })
    renderTab()
    expect(await screen.findByText(i18next.t('shop:no_reviews'))).toBeTruthy()
    cleanup()
    let calls = 0
    serve({
      'appraise/list': () => {
        calls += 1
        if (calls === 1) throw new ApiError(500, 'Internal server error!')
        return { records: [review()], total: 1, average: 4 }
      },
    })
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: i18next.t('common:retry') }))
    expect(await screen.findByText('Spicy and fast')).toBeTruthy()
  })
})

describe('photo viewer', () => {
  it('keeps the zoom between 1x and 4x', () => {
    expect(clampScale(0.3)).toBe(1)
    expect(clampScale(2.5)).toBe(2.5)
    expect(clampScale(9)).toBe(4)
  })
})
