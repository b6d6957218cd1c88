/**
 * Issue 16: the customer app installs (manifest with real icons) and, with its service worker, opens
 * offline on the last menu viewed. The other journeys run with service workers blocked
 * (playwright.config.ts), so a cached answer never stands in for the server there; this one allows them.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { SHOP_NAME } from './support'

test.use({ serviceWorkers: 'allow' })

async function api<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/siam-server/rest/${path}`, { data })
  const body = (await res.json()) as { success: boolean; data: T; message?: string }
  expect(body.success, `${path}: ${body.message ?? ''}`).toBe(true)
  return body.data
}

test('the manifest names the app and its icons, each served as a PNG of its size', async ({ request }) => {
  const res = await request.get('/web/manifest.webmanifest')
  expect(res.ok()).toBe(true)
  const manifest = (await res.json()) as {
    name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Siam', start_url: '/web/', display: 'standalone' })
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const png = await request.get(`/web/${icon.src}`)
    expect(png.headers()['content-type'], icon.src).toBe('image/png')
    const body = await png.body()
    // The PNG header's width (bytes 16-19) is the size the manifest promises.
    expect(body.readUInt32BE(16), icon.src).toBe(Number(icon.sizes.split('x')[0]))
  }
  const page = await request.get('/web/')
  expect(await page.text()).toContain('rel="apple-touch-icon"')
  expect(page.headers()['cache-control']).toBe('no-cache')
})

test('the last menu viewed opens offline, with its dishes and the page title', async ({
  page,
  context,
  request,
}) => {
  const found = await api<{ shops: { id: string; name: string }[] }>(request, 'shop/search', {
    keywords: 'Golden Crisp',
    position: '121.4737,31.2304',
    lang: 'en',
  })
  const shop = found.shops.find((s) => s.name === SHOP_NAME)
  expect(shop).toBeTruthy()
  const menu = await api<{ goods: { name: string }[] }[]>(request, 'menu/listWithGoods', {
    shopId: shop?.id,
    lang: 'en',
  })
  const dish = menu.flatMap((c) => c.goods)[0]?.name ?? ''
  expect(dish).not.toBe('')

  await page.goto(`/web/#/pages/menu/index/index?shopId=${shop?.id}`)
  // The worker takes the page over once installed (clientsClaim); the menu is then fetched through it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await page.reload()
  await expect(page.getByText(dish).first()).toBeVisible()
  await expect(page).toHaveTitle('Menu · Siam')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(dish).first()).toBeVisible()
  await context.setOffline(false)
})
