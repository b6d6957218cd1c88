import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_STORAGE_KEY } from '../shared/api/client'
import { initI18n } from '../shared/i18n'
import { ToastProvider } from '../shared/ui/Toast'
import { envelope, jsonResponse, makeOrder } from '../testing/fixtures'
import { App } from './App'

const staff = {
  id: 'st1',
  email: 'merchant@siam.demo',
  name: 'Chen Jing',
  role: 'merchant' as const,
  shops: [{ id: 'shop-1', name: 'Golden Noodle House' }],
}

const fetchMock = vi.fn<typeof fetch>()

function route(handlers: Record<string, (body: Record<string, unknown>) => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).replace('/siam-server/rest/', '')
    const handler = handlers[path]
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    return handler ? handler(body) : jsonResponse(envelope({ records: [], total: 0 }))
  })
}

function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <App />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  localStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.title = ''
})

describe('App', () => {
  it('signs in, shows who is signed in and the board, with the new-order count in the title', async () => {
    const pending = makeOrder({ status: 2 })
    route({
      'merchant/login': () => jsonResponse(envelope({ token: 'tok-1', staff })),
      'merchant/order/list': (body) => {
        const statuses = body.statuses as number[] | undefined
        const records = statuses === undefined || statuses.includes(2) ? [pending] : []
        return jsonResponse(envelope({ records, total: records.length }))
      },
    })
    renderApp()
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'merchant@siam.demo' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Siam12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText('Chen Jing')).toBeTruthy()
    expect(screen.getByText('Merchant staff')).toBeTruthy()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1')
    expect(await screen.findAllByText('牛肉面')).not.toHaveLength(0)
    await waitFor(() => expect(document.title).toBe('(1) New orders · Siam Console'))
  })

  it('shows the server message when the login is refused', async () => {
    route({
      'merchant/login': () =>
        jsonResponse({ success: false, code: 401, message: 'Wrong e-mail or password.', data: null }, 401),
    })
    renderApp()
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'merchant@siam.demo' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy()
  })

  it('goes back to the login page when the session is no longer valid', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired')
    route({
      'merchant/me': () =>
        jsonResponse({ success: false, code: 401, message: 'Please sign in.', data: null }, 401),
    })
    renderApp()
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})
