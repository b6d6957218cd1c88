import { QueryClient } from '@tanstack/react-query'

/** One TanStack Query client for the app. call() already shows error toasts, so queries do not retry noisily. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
