/**
 * Issues 15 and 16: every route of the customer app (the ROUTES table of apps/web/src/app/paths.ts, so a
 * route added later is walked too) opened with valid parameters renders its own screen, never "Page not
 * found", and passes axe-core, in English and in Arabic (right to left); a route that needs parameters
 * is listed in PARAMS, and a new one that is missing there fails with a message that says so.
 *
 * The two walks are the longest tests of the suite and need nothing from each other: they run in
 * parallel (on two workers, each with its own server), and this file's name puts them first, so the
 * shorter journeys fill the other worker around them instead of waiting behind them at the end.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { ROUTES } from '../../apps/web/src/app/paths'
import { accessibilityProblems, api, DEMO_MEMBER, memberPage, SHOP_NAME } from './support'

test.describe.configure({ mode: 'parallel' })
test.use({ actionTimeout: 20_000 })

type RouteName = keyof typeof ROUTES
const NOT_FOUND = 'Page not found'

/** Seeded ids the walk opens pages with: a shop, its dish, an order, an address, a recharge. */
async function seededIds(request: APIRequestContext) {
  const { token } = await api<{ token: string }>(request, 'member/login', {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  })
  const shops = await api<{ records: { id: string; name: string }[] }>(request, 'shop/list', {
    keywords: 'golden crisp',
  })
  const shopId = shops.records.find((s) => s.name === SHOP_NAME)?.id ?? ''
  const menu = await api<{ goods: { id: string; optionGroups: { required: boolean }[] }[] }[]>(
    request,
    'menu/listWithGoods',
    { shopId },
  )
  const plain = menu.flatMap((c) => c.goods).find((g) => !g.optionGroups.some((o) => o.required))
  const goodsId = plain?.id ?? ''
  const draft = {
    shopId,
    shoppingWay: 'pickup',
    diningOption: 'take_away',
    items: [{ goodsId, optionIds: [], number: 1 }],
    contactPhone: '+447700900123',
  }
  const quote = await api<{ totalFen: number }>(request, 'member/order/preview', draft, token)
  const order = await api<{ id: string }>(
    request,
    'member/order/insert',
    { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey: `walk-${Date.now()}` },
    token,
  )
  const address = await api<{ id: string }>(
    request,
    'member/deliveryAddress/insert',
    {
      contactName: 'Walk',
      gender: 'secret',
      phone: '+447700900123',
      city: 'Shanghai',
      street: '120 People’s Avenue',
      door: 'Room 801',
      lng: 121.4737,
      lat: 31.2304,
    },
    token,
  )
  const recharges = await api<{ records: { id: string }[] }>(
    request,
    'member/recharge/list',
    { pageNo: 1, pageSize: 10 },
    token,
  )
  return {
    token,
    shopId,
    goodsId,
    orderId: order.id,
    addressId: address.id,
    rechargeId: recharges.records[0]?.id ?? '',
  }
}

type Ids = Awaited<ReturnType<typeof seededIds>>

/**
 * The query of each route that needs one (what its page reads). Routes not listed open bare; when a
 * new route needs parameters, add it here (the walk says which route failed).
 */
function paramsFor(ids: Ids): Partial<Record<RouteName, Record<string, string>>> {
  return {
    shopDetail: { id: ids.shopId },
    menu: { shopId: ids.shopId },
    dish: { id: ids.goodsId, shopId: ids.shopId },
    search: { keywords: 'chicken' },
    confirmOrder: { shopId: ids.shopId },
    pay: { orderId: ids.orderId },
    paymentCheck: { paymentId: ids.orderId, orderId: ids.orderId },
    orderDetail: { id: ids.orderId },
    refundApply: { id: ids.orderId },
    refundProgress: { id: ids.orderId },
    orderEvaluate: { id: ids.orderId },
    addressEdit: { id: ids.addressId },
    addressChoose: { shopId: ids.shopId },
    addressDelivery: { shopId: ids.shopId },
    billDetail: { rechargeId: ids.rechargeId },
    shopBranches: { shopId: ids.shopId },
    itemList: { keywords: 'chicken' },
    shopInfo: { id: ids.shopId },
    webview: { url: '/web/#/pages/blog/blog' },
  }
}

async function settledText(page: Page): Promise<string> {
  // the page's own chunk and data have loaded once no skeleton and no fallback is left
  await expect(page.locator('.page-fallback, .skeleton')).toHaveCount(0, { timeout: 20_000 })
  return page.locator('#root').innerText()
}

test('every route of the app opens its own screen with valid parameters', async ({ browser, request }) => {
  test.setTimeout(300_000)
  const ids = await seededIds(request)
  for (const [key, value] of Object.entries(ids)) expect(value, `seeded ${key}`).not.toBe('')
  const params = paramsFor(ids)
  const page = await memberPage(browser, ids.token)
  const failures: string[] = []
  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    const query = new URLSearchParams(params[name] ?? {}).toString()
    const url = `/web/#${pattern}${query ? `?${query}` : ''}`
    await page.goto(url)
    const text = await settledText(page)
    // every screen passes axe-core (issue 16): no serious or critical violation
    for (const problem of await accessibilityProblems(page)) failures.push(`${name} (${url}): ${problem}`)
    if (text.includes(NOT_FOUND)) {
      failures.push(
        params[name]
          ? `${name} (${url}) says "${NOT_FOUND}"`
          : `${name} (${url}) says "${NOT_FOUND}": add its parameters to paramsFor() in this spec`,
      )
    }
  }
  expect(failures, failures.join('\n')).toEqual([])

  await test.step('an unknown route and a page without its id say "Page not found" with a way home', async () => {
    for (const url of [
      '/web/#/pages/nowhere/index',
      '/web/#/pages/order/detail/detail',
      '/web/#/pages/shop/pay/pay',
    ]) {
      await page.goto(url)
      await expect(page.getByText(NOT_FOUND).first()).toBeVisible()
      await page.getByRole('link', { name: 'Go to home' }).click()
      await expect(page).toHaveURL(/\/web\/#\/$/)
    }
  })

  await test.step('the web view refuses another site', async () => {
    await page.goto(
      `/web/#/pages/webview/index?url=${encodeURIComponent('https://evil.com@mp.weixin.qq.com.evil.com/')}`,
    )
    await expect(page.getByText('This address cannot be opened')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })
  await page.context().close()
})

test('every route of the app in Arabic, right to left, passes axe-core', async ({ browser, request }) => {
  test.setTimeout(300_000)
  const ids = await seededIds(request)
  const params = paramsFor(ids)
  const page = await memberPage(browser, ids.token)
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'))
  const failures: string[] = []
  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    const query = new URLSearchParams(params[name] ?? {}).toString()
    const url = `/web/#${pattern}${query ? `?${query}` : ''}`
    await page.goto(url)
    await settledText(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    for (const problem of await accessibilityProblems(page)) failures.push(`${name} (${url}): ${problem}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
})
