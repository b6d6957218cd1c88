import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ToastProvider } from '../shared/ui/Toast'
import { jsonResponse } from './fixtures'

/** A page with a fresh query cache (no retries, so a refused call shows at once) and the toast host. */
export function renderWithClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>{node}</ToastProvider>
    </QueryClientProvider>,
  )
}

/** The server's answer when another staff member decided the refund first. */
export const refundConflict = (message: string) =>
  jsonResponse({ success: false, code: 409, message, data: null, errorKey: 'REFUND_STATUS_CONFLICT' }, 409)
