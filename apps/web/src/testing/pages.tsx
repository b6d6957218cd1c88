/** Test helpers for the ordering pages (not part of the app bundle: only tests import this file). */
import type { Address } from '@siam/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, type Mock } from 'vitest'
import { i18next, initI18n } from '../shared/i18n'
import { hideModal, ModalHost } from '../shared/ui/modal'
import { ToastHost, toast } from '../shared/ui/toast'
import type { PathCall } from './apiMock'

/** A saved delivery address (the member's default, at home) for the pages that list or use one. */
export const homeAddress: Address = {
  id: 'a1',
  contactName: 'Anna',
  gender: 'female',
  phone: '13800138000',
  city: 'Shanghai',
  street: '100 Nanjing East Road',
  door: 'Room 1202',
  label: 'home',
  isDefault: true,
  lng: 121.48,
  lat: 31.24,
  wgs84: { lng: 121.48, lat: 31.24 },
  gcj02: { lng: 121.484, lat: 31.238 },
  courierLine: '上海市黄浦区南京东路100号 Room 1202',
}

/** `s` with its ¥ amounts in left-to-right isolates, as the pages show money (yuanText). */
export const y = (s: string) => s.replace(/¥[\d.]+/g, (m) => `\u2066${m}\u2069`)

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

type Handler = (input: Record<string, unknown>) => unknown

/**
 * A mocked `api` (testing/apiMock) answered by call path: `serve` sets the answers (a
 * call nothing answers fails the test), `callsTo` lists the inputs one path was called with.
 */
export function apiDouble(apiMock: Mock<PathCall>) {
  return {
    serve(handlers: Record<string, Handler>) {
      apiMock.mockImplementation((async (path: string, input: Record<string, unknown>) => {
        const h = handlers[path]
        if (!h) throw new Error(`unexpected call ${path}`)
        return h(input)
      }) as unknown as PathCall)
    },
    callsTo: (path: string) =>
      apiMock.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as Record<string, unknown>),
  }
}

/**
 * The hooks of a page test with a mocked `api`: the English catalogues (and `namespaces`) once; before
 * each test a fresh mock and no toast; after each, no modal and nothing rendered.
 */
export function pageTestHooks(apiMock: Mock<PathCall>, namespaces: string[] = []): void {
  beforeAll(async () => {
    await setupI18n()
    if (namespaces.length > 0) await i18next.loadNamespaces(namespaces)
  })
  beforeEach(() => {
    apiMock.mockReset()
    toast.hide()
  })
  afterEach(() => {
    act(() => hideModal())
    cleanup()
  })
}
