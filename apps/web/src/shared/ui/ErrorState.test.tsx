import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from '../api'
import { initI18n } from '../i18n'
import { ErrorState } from './ErrorState'

const TIMEOUT = 'The connection timed out, click the screen to try again.'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => cleanup())

/** A page with two queries that fail the first time with `error`, then succeed. */
function setup(error: ApiError) {
  const calls = { shop: 0, menu: 0 }
  const fail = (name: keyof typeof calls) => async () => {
    calls[name] += 1
    if (calls[name] === 1) throw error
    return name
  }
  function Page() {
    const shop = useQuery({ queryKey: ['shop'], queryFn: fail('shop') })
    const menu = useQuery({ queryKey: ['menu'], queryFn: fail('menu') })
    if (shop.isPending || menu.isPending) return <p>loading</p>
    if (shop.isError || menu.isError) {
      return (
        <main>
          <h1>Shop</h1>
          <ErrorState page error={shop.error ?? menu.error} onRetry={() => void shop.refetch()} />
        </main>
      )
    }
    return (
      <p>
        loaded {shop.data} and {menu.data}
      </p>
    )
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  )
  return calls
}

describe('error state', () => {
  it('a timeout: tapping anywhere on it retries every failed query, once each', async () => {
    const calls = setup(new ApiError(TIMEOUT_ERROR_CODE, TIMEOUT))
    const message = await screen.findByText(TIMEOUT)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    fireEvent.click(message)
    expect(await screen.findByText('loaded shop and menu')).toBeTruthy()
    expect(calls).toEqual({ shop: 2, menu: 2 })
  })

  it('a network failure: a tap on the empty area of the state retries too', async () => {
    const calls = setup(new ApiError(NETWORK_ERROR_CODE, 'Network error, please retry'))
    const state = (await screen.findByText('Network error, please retry')).closest('.state') as HTMLElement
    expect(state.className).toContain('state-page')
    fireEvent.click(state)
    expect(await screen.findByText('loaded shop and menu')).toBeTruthy()
    expect(calls).toEqual({ shop: 2, menu: 2 })
  })

  it('the retry button still works, and its click is not counted twice', async () => {
    const calls = setup(new ApiError(TIMEOUT_ERROR_CODE, TIMEOUT))
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('loaded shop and menu')).toBeTruthy()
    expect(calls).toEqual({ shop: 2, menu: 2 })
  })

  it('any other error: only the button retries (a tap on the message does nothing)', async () => {
    const calls = setup(new ApiError(500, 'Internal server error!'))
    const message = await screen.findByText('Could not load this. Please try again.')
    fireEvent.click(message)
    await new Promise((r) => setTimeout(r, 20))
    expect(calls).toEqual({ shop: 1, menu: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(calls.shop).toBe(2))
  })

  it('works without a query client (route errors) and without a retry', () => {
    const onRetry = vi.fn()
    const { rerender } = render(
      <ErrorState error={new ApiError(TIMEOUT_ERROR_CODE, TIMEOUT)} onRetry={onRetry} />,
    )
    fireEvent.click(screen.getByText(TIMEOUT))
    expect(onRetry).toHaveBeenCalledTimes(1)
    rerender(<ErrorState message="Gone" />)
    expect(screen.getByRole('alert').textContent).toBe('Gone')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
