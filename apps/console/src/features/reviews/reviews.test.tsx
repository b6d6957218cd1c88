import type { DescriptorInput } from '@siam/api-client'
import type { ConsoleReview } from '@siam/contracts'
import type { reviewConsoleApi } from '@siam/contracts/descriptors'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { initI18n, setLocale } from '../../shared/i18n'
import { ToastProvider } from '../../shared/ui/Toast'
import { apiMock } from '../../testing/apiMock'
import { ReviewsButton } from './ReviewsButton'

vi.mock('../../shared/api/client', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)

const merchant: Staff = {
  id: 'st1',
  email: 'm@siam.demo',
  name: 'Chen',
  role: 'merchant',
  shops: [{ id: 'shop-1', name: 'Golden Noodle House' }],
}

const card = (over: Partial<ConsoleReview> = {}): ConsoleReview => ({
  id: 'r1',
  shopId: 'shop-1',
  memberName: 'a***a',
  memberAvatar: null,
  level: 2,
  content: 'Soup was cold',
  images: ['/siam-server/uploads/a.jpg'],
  reply: null,
  repliedAt: null,
  createdAt: '2025-06-01T04:00:00.000Z',
  orderId: 'o1',
  orderNo: '250601120001',
  shopName: 'Golden Noodle House',
  ...over,
})

type ReviewListInput = DescriptorInput<typeof reviewConsoleApi.list>
type ReviewReplyInput = DescriptorInput<typeof reviewConsoleApi.reply>

/** The fake server's reviews: `list` gets the input and the path it was called on, `reply` the id and text. */
function fakeApi(records: ConsoleReview[]) {
  const list = vi.fn(async (input: ReviewListInput, _path: string) => {
    const shown = records.filter(
      (r) =>
        (!input.unreplied || r.reply === null) && (input.rating === undefined || r.level === input.rating),
    )
    return { records: shown, total: shown.length }
  })
  const reply = vi.fn(async (id: string, text: string): Promise<ConsoleReview> => {
    const found = records.find((r) => r.id === id)
    if (!found) throw new ApiError(404, 'The review does not exist.', 'REVIEW_NOT_FOUND')
    found.reply = text
    return found
  })
  return { list, reply }
}

type FakeApi = ReturnType<typeof fakeApi>

/** Serves the console's calls from `api`, by path. */
function serve(api: FakeApi) {
  apiMock.mockImplementation(async (path, input) => {
    if (path === 'merchant/appraise/list') return api.list(input as ReviewListInput, path)
    if (path === 'merchant/appraise/reply') {
      const { id, reply } = input as ReviewReplyInput
      return api.reply(id, reply)
    }
    throw new Error(`unexpected call ${path}`)
  })
}

function renderButton(api: FakeApi, staff: Staff = merchant) {
  serve(api)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ReviewsButton staff={staff} />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(async () => setLocale('en'))
afterEach(() => cleanup())

describe('console reviews', () => {
  it("opens the shop's reviews from the header and sends a reply", async () => {
    const api = fakeApi([
      card(),
      card({ id: 'r2', level: 5, content: 'Great', reply: 'Thanks!', orderNo: '250601120002' }),
    ])
    renderButton(api)
    fireEvent.click(screen.getByRole('button', { name: 'Reviews' }))
    const dialog = screen.getByRole('dialog', { name: 'Reviews' })
    expect(await within(dialog).findByText('Soup was cold')).toBeTruthy()
    expect(within(dialog).getByText('250601120001')).toBeTruthy()
    expect(within(dialog).getByRole('img', { name: '2 stars' })).toBeTruthy()
    expect(within(dialog).getByText('Thanks!')).toBeTruthy()

    const box = within(dialog).getByRole('textbox', { name: 'Reply to the customer' }) as HTMLTextAreaElement
    expect(box.maxLength).toBe(300)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write a reply.')
    expect(api.reply).not.toHaveBeenCalled()

    fireEvent.change(box, { target: { value: '  Sorry, we will keep it hot.  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(api.reply).toHaveBeenCalledWith('r1', 'Sorry, we will keep it hot.'))
    expect(await screen.findByText('Reply sent.')).toBeTruthy()
    expect(await within(dialog).findByText('Sorry, we will keep it hot.')).toBeTruthy()

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('filters to the reviews still waiting for a reply', async () => {
    const api = fakeApi([card(), card({ id: 'r2', content: 'Great', reply: 'Thanks!' })])
    renderButton(api)
    fireEvent.click(screen.getByRole('button', { name: 'Reviews' }))
    await screen.findByText('Great')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only reviews without a reply' }))
    await waitFor(() => expect(screen.queryByText('Great')).toBeNull())
    expect(api.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ unreplied: true, pageNo: 1 }),
      expect.anything(),
    )
    expect(await screen.findByText('Soup was cold')).toBeTruthy()
    expect(screen.queryByText('Great')).toBeNull()
  })

  it('filters by rating, and back to every rating', async () => {
    const api = fakeApi([card(), card({ id: 'r2', level: 5, content: 'Great' })])
    renderButton(api)
    fireEvent.click(screen.getByRole('button', { name: 'Reviews' }))
    await screen.findByText('Great')
    const rating = screen.getByRole('combobox', { name: 'Rating' })
    fireEvent.change(rating, { target: { value: '5' } })
    await waitFor(() => expect(screen.queryByText('Soup was cold')).toBeNull())
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ rating: 5 }), expect.anything())
    expect(await screen.findByText('Great')).toBeTruthy()
    expect(screen.queryByText('Soup was cold')).toBeNull()
    fireEvent.change(rating, { target: { value: '' } })
    expect(await screen.findByText('Soup was cold')).toBeTruthy()
    expect(api.list.mock.lastCall?.[0]).not.toHaveProperty('rating')
  })

  it('draws the drawer outside the header, so it does not inherit its white text', async () => {
    const api = fakeApi([card()])
    serve(api)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <header className="app-header" data-testid="header">
            <ReviewsButton staff={merchant} />
          </header>
        </ToastProvider>
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reviews' }))
    const dialog = screen.getByRole('dialog', { name: 'Reviews' })
    expect(screen.getByTestId('header').contains(dialog)).toBe(false)
    expect(dialog.closest('body')).toBe(document.body)
  })

  it("shows the server's refusal on the review and keeps the text", async () => {
    const api = fakeApi([card()])
    api.reply.mockRejectedValueOnce(new ApiError(404, 'The review does not exist.', 'REVIEW_NOT_FOUND'))
    renderButton(api)
    fireEvent.click(screen.getByRole('button', { name: 'Reviews' }))
    const box = (await screen.findByRole('textbox', { name: 'Reply to the customer' })) as HTMLTextAreaElement
    fireEvent.change(box, { target: { value: 'Hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('The review does not exist.')).toBeTruthy()
    expect(box.value).toBe('Hello')
  })

  it('speaks the console language once its catalogue is loaded', async () => {
    await setLocale('de')
    renderButton(fakeApi([]))
    fireEvent.click(await screen.findByRole('button', { name: 'Bewertungen' }))
    expect(await screen.findByText('Noch keine Bewertungen.')).toBeTruthy()
  })
})
