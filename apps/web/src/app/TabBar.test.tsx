import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../shared/i18n'
import { resetSessionForTests, startSession } from '../shared/session'
import { TOKEN_KEY } from '../shared/token'
import { badgeCount, badgeText, TabBar, TabBarView } from './TabBar'

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  localStorage.clear()
  resetSessionForTests()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('tab badge (spec 2)', () => {
  it('sums the number fields', () => {
    expect(badgeCount([{ number: 2 }, { number: 3 }, { number: 1 }])).toBe(6)
    expect(badgeCount([])).toBe(0)
    expect(badgeCount(null)).toBe(0)
    expect(badgeCount([{ number: Number.NaN }, { number: -2 }, { number: 4 }])).toBe(4)
  })

  it('is removed at zero and capped at 99+', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(7)).toBe('7')
    expect(badgeText(120)).toBe('99+')
  })

  it('renders on tab index 3 only, and not at all at 0', () => {
    const { rerender } = render(
      <MemoryRouter>
        <TabBarView active={0} badge={5} />
      </MemoryRouter>,
    )
    const badge = screen.getByTestId('tab-badge')
    expect(badge.textContent).toBe('5')
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(4)
    expect(links[3]?.contains(badge)).toBe(true)
    expect(links[0]?.getAttribute('aria-current')).toBe('page')
    rerender(
      <MemoryRouter>
        <TabBarView active={0} badge={0} />
      </MemoryRouter>,
    )
    expect(screen.queryByTestId('tab-badge')).toBeNull()
  })

  it('names the count for screen readers with the right plural ("1 item", "5 items")', () => {
    const { rerender } = render(
      <MemoryRouter>
        <TabBarView active={0} badge={1} />
      </MemoryRouter>,
    )
    expect(screen.getAllByRole('link')[3]?.textContent).toContain('1 item')
    expect(screen.getAllByRole('link')[3]?.textContent).not.toContain('1 items')
    rerender(
      <MemoryRouter>
        <TabBarView active={0} badge={5} />
      </MemoryRouter>,
    )
    expect(screen.getAllByRole('link')[3]?.textContent).toContain('5 items')
  })
})

function renderBar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TabBar active={3} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('tab bar with the points-mall cart', () => {
  it('logged in: badge = sum of the mall cart numbers (pageNo -1, pageSize 20)', async () => {
    localStorage.setItem(TOKEN_KEY, 't')
    const calls: { path: string; body: Record<string, unknown> }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const path = url.replace('/siam-server/rest/', '')
        calls.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> })
        const data =
          path === 'member/checkLoginToken'
            ? true
            : path === 'member/pointsMall/shoppingCart/list'
              ? { records: [{ number: 2 }, { number: 3 }], total: 2 }
              : null
        return new Response(
          JSON.stringify({ success: data !== null, code: data !== null ? 200 : 404, message: '', data }),
        )
      }),
    )
    await startSession()
    renderBar()
    await waitFor(() => expect(screen.getByTestId('tab-badge').textContent).toBe('5'))
    const cart = calls.find((c) => c.path === 'member/pointsMall/shoppingCart/list')
    expect(cart?.body).toMatchObject({ pageNo: -1, pageSize: 20 })
  })

  it('a failing cart call counts as 0 (no badge, no toast)', async () => {
    localStorage.setItem(TOKEN_KEY, 't')
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('member/checkLoginToken'))
          return new Response(JSON.stringify({ success: true, code: 200, message: '', data: true }))
        return new Response(JSON.stringify({ success: false, code: 404, message: '', data: null }), {
          status: 404,
        })
      }),
    )
    await startSession()
    renderBar()
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByTestId('tab-badge')).toBeNull()
  })

  it('logged out: the cart is not asked for', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await startSession()
    renderBar()
    await new Promise((r) => setTimeout(r, 20))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByTestId('tab-badge')).toBeNull()
  })
})
