/** Test helpers for the ordering pages (not part of the app bundle: only tests import this file). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { i18next, initI18n } from '../../shared/i18n'
import { ModalHost } from '../../shared/ui/modal'
import { ToastHost } from '../../shared/ui/toast'

/** Real English catalogues, so tests read the product's own words. */
export async function setupI18n(): Promise<void> {
  await initI18n('en')
  await i18next.loadNamespaces(['common', 'validation', 'errors', 'shop', 'order', 'pay', 'status'])
}

/** Renders `element` at `url` with the other routes as plain markers, plus the modal and toast hosts. */
export function renderRoute(url: string, path: string, element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <Suspense fallback={<p>loading</p>}>
            {element}
            <ModalHost />
            <ToastHost />
          </Suspense>
        ),
      },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [url] },
  )
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, client }
}
