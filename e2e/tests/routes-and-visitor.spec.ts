/**
 * Issue 15. (1) Every route of the customer app (the ROUTES table of apps/web/src/app/paths.ts, so a
 * route added later is walked too) opened with valid parameters renders its own screen, never "Page
 * not found"; a route that needs parameters is listed in PARAMS, and a new one that is missing there
 * fails with a message that says so. (2) A visitor with a +44 number and no Chinese finds "Nanjing
 * West Road 1686", orders to it, and the console shows the courier the full Chinese line. (3) On a
 * wide landscape screen the tab bar's icons stay clear of their labels.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { ROUTES } from '../../apps/web/src/app/paths'
import {
  accessibilityProblems,
  addDishWithOptions,
  consoleSignIn,
  DEMO_MEMBER,
  decideOnSandbox,
  freshEmail,
  MERCHANT,
  memberPage,
  SHOP_NAME,
  signUpByApi,
} from './support'

test.use({ actionTimeout: 20_000 })

type RouteName = keyof typeof ROUTES
const NOT_FOUND = 'Page not found'

async function api<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(`/siam-server/rest/${path}`, {
    data,
    headers: token ? { Authorization: token } : {},
  })
  const body = (await res.json()) as { success: boolean; data: T; message?: string }
  expect(body.success, `${path}: ${body.message ?? ''}`).toBe(true)
  return body.data
}

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

test('a visitor with a +44 number finds "Nanjing West Road 1686", orders there, and the courier reads Chinese', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const token = await signUpByApi(request, freshEmail('visitor'), 'Visitor2025')
  const page = await memberPage(browser, token)
  const shops = await api<{ records: { id: string; name: string }[] }>(request, 'shop/list', {
    keywords: 'golden crisp',
  })
  const shopId = shops.records.find((s) => s.name === SHOP_NAME)?.id ?? ''

  await test.step('put a dish in the cart and check out', async () => {
    await page.goto(`/web/#/pages/shop/detail/detail?id=${shopId}`)
    await expect(page.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible()
    await addDishWithOptions(page, 'Spicy chicken wings (6)', { 'Spice level': 'Mildly spicy' }, '¥26.00')
    await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Check out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
  })

  await test.step('find the address in English, with a +44 number', async () => {
    await page.getByRole('link', { name: /Add a delivery address/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Insert address', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Search address' }).click()
    await page.getByRole('searchbox').fill('Nanjing West Road 1686')
    await page.getByRole('button', { name: 'Search' }).click()
    const hit = page.getByRole('button', { name: /^1686 Nanjing West Road/ })
    await expect(hit).toContainText('南京西路1686号')
    await hit.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Insert address', exact: true })).toBeVisible()
    await expect(page.getByLabel('Street address')).toHaveValue('1686 Nanjing West Road')
    await page.getByLabel('Contact person').fill('Olivia Visitor')
    await page.getByLabel('Mobile phone').fill('+44 7700 900123')
    await expect(page.getByText('the courier may call you through Siam')).toBeVisible()
    await page.getByLabel('Door number').fill('Building 2, Room 1203')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
  })

  let orderNo = ''
  await test.step('place the order and pay by card on the sandbox', async () => {
    await page.getByLabel('Contact phone (WhatsApp)').fill('+44 7700 900123')
    const pay = page.getByRole('button', { name: /^Pay / })
    await expect(pay).toBeEnabled()
    await pay.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
    orderNo = (await page.locator('.pay-order-no bdi').innerText()).trim()
    const amount = (await page.locator('.pay-amount').innerText()).trim()
    await page
      .getByRole('radiogroup', { name: 'Payment method' })
      .getByRole('radio', { name: /Bank card/ })
      .click()
    await page.getByRole('button', { name: 'Pay with Bank card' }).click()
    await decideOnSandbox(page, 'Card', amount, 'Approve payment')
    await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible({
      timeout: 20_000,
    })
  })

  await test.step('the console shows the courier the full Chinese line', async () => {
    const console = await consoleSignIn(browser, MERCHANT)
    const card = console.getByRole('article', { name: `#${orderNo}` })
    await expect(card).toBeVisible({ timeout: 20_000 })
    await expect(card).toContainText('南京西路1686号')
    await expect(card).toContainText('2号楼1203室')
    await console.context().close()
  })
  await page.context().close()
})

test('landscape and wide screens: tab-bar icons stay clear of their labels, the page is capped and centred', async ({
  browser,
}) => {
  // a phone turned sideways (mobile viewport, touch) and a desktop window
  const context = await browser.newContext({
    viewport: { width: 812, height: 375 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  })
  const page = await context.newPage()
  for (const [width, height] of [
    [700, 375],
    [812, 375],
    [926, 428],
    [1200, 700],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto('/web/#/pages/mine/index/index')
    const items = page.locator('.tabbar-item')
    await expect(items).toHaveCount(4)
    for (let i = 0; i < 4; i++) {
      const icon = await items.nth(i).locator('.tabbar-icon svg').boundingBox()
      const label = await items.nth(i).locator('.tabbar-label').boundingBox()
      expect((icon?.y ?? 0) + (icon?.height ?? 0), `tab ${i} at ${width} px`).toBeLessThanOrEqual(
        label?.y ?? 0,
      )
    }
    const column = await page.locator('.app').boundingBox()
    expect(column?.width ?? 0).toBeLessThanOrEqual(960)
    expect(Math.abs((column?.x ?? 0) * 2 + (column?.width ?? 0) - width)).toBeLessThanOrEqual(2)
  }
  // rotating back to a phone's portrait recomputes the root font without a reload
  await page.setViewportSize({ width: 375, height: 812 })
  await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('16px')
  await context.close()
})
