/**
 * Live updates (decision 0036): the merchant's board and the member's order page hear changes on
 * their event streams. Both pages' clocks are paused once their stream is up, so no polling timer
 * can fire (the order page's moves on by less than its 5-second poll): what appears, appears
 * because the stream said so.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { DEMO_MEMBER, MERCHANT, memberPage, SHOP_NAME } from './support'

async function api<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(`/siam-server/rest/${path}`, {
    data,
    headers: token ? { authorization: token } : {},
  })
  const json = (await res.json()) as { success: boolean; data: T; errorKey?: string; message?: string }
  if (!json.success) throw new Error(`${path}: ${json.errorKey} ${json.message ?? ''}`)
  return json.data
}

interface Goods {
  id: string
  soldOut: boolean
  optionGroups: { required: boolean }[]
}

/** A delivery order of one plain dish from the demo shop, paid from the demo member's balance. */
async function placeAndPay(request: APIRequestContext, token: string) {
  const shops = await api<{ records: { id: string; name: string }[] }>(request, 'shop/list', {
    pageNo: 1,
    pageSize: 50,
  })
  const shop = shops.records.find((s) => s.name === SHOP_NAME)
  if (!shop) throw new Error('demo shop not found')
  const menu = await api<{ goods: Goods[] }[]>(request, 'menu/listWithGoods', { shopId: shop.id })
  const dish = menu
    .flatMap((c) => c.goods)
    .find((g) => !g.soldOut && g.optionGroups.every((o) => !o.required))
  if (!dish) throw new Error('no plain dish')
  // An address in People's Square, under a kilometre from the demo shop.
  const address = await api<{ id: string }>(
    request,
    'member/deliveryAddress/insert',
    {
      contactName: 'Ana',
      gender: 'female',
      phone: '13800138000',
      city: 'Shanghai',
      street: 'Nanjing East Road 100',
      door: 'Room 1201',
      label: 'home',
      lng: 121.4737,
      lat: 31.2304,
    },
    token,
  )
  const draft = {
    shopId: shop.id,
    shoppingWay: 'delivery',
    deliveryAddressId: address.id,
    items: [{ goodsId: dish.id, optionIds: [], number: 1 }],
    contactPhone: '13800138000',
  }
  const quote = await api<{ totalFen: number }>(request, 'member/order/preview', draft, token)
  const order = await api<{ id: string; orderNo: string }>(
    request,
    'member/order/insert',
    { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey: `live-${Date.now()}` },
    token,
  )
  await api(
    request,
    'member/platformPay/byBalance',
    {
      orderId: order.id,
      paymentPassword: DEMO_MEMBER.paymentPassword,
      idempotencyKey: `live-pay-${Date.now()}`,
    },
    token,
  )
  return order
}

/** The console signed in as the merchant, its clock under the test's control, notifications allowed and recorded. */
async function merchantBoard(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
    permissions: ['notifications'],
  })
  await context.addInitScript(() => {
    const shown: string[] = []
    ;(window as unknown as { shownNotifications: string[] }).shownNotifications = shown
    const Real = window.Notification
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        shown.push(title)
      }
    }
    window.Notification = Recorded as typeof Notification
  })
  const page = await context.newPage()
  await page.clock.install()
  await page.goto('/console/')
  await page.getByLabel('E-mail').fill(MERCHANT.email)
  await page.getByLabel('Password').fill(MERCHANT.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Merchant staff')).toBeVisible()
  return page
}

test('a new order reaches the board and the acceptance reaches the order page, by their streams', async ({
  browser,
  request,
}) => {
  const board = await merchantBoard(browser)
  const { token } = await api<{ token: string }>(request, 'member/login', {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  })

  await test.step('the merchant switches alerts on; the board goes live', async () => {
    await board.getByRole('button', { name: 'Enable alerts' }).click()
    await expect(board.getByRole('button', { name: 'Alerts on' })).toHaveAttribute('aria-pressed', 'true')
    await expect(board.locator('.sync-live')).toBeVisible()
    // From here no timer runs on the board: no poll can bring the order.
    await board.clock.pauseAt(Date.now() + 1_000)
  })

  const order = await placeAndPay(request, token)
  const card = board.getByRole('article', { name: `#${order.orderNo}` })

  await test.step('the paid order appears on the board without a reload, with a notification', async () => {
    await expect(card).toBeVisible()
    await expect(card).toContainText('Pending')
    await expect
      .poll(() =>
        board.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
      )
      .toContain(`New order ${order.orderNo}`)
  })

  const member = await memberPage(browser, token)
  await test.step('the member opens the order; the merchant accepts; the page follows without reload', async () => {
    await member.clock.install()
    const streamOpened = member.waitForResponse((r) =>
      r.url().includes('/siam-server/rest/member/order/events?'),
    )
    await member.goto(`/web/#/pages/order/detail/detail?id=${order.id}`)
    await expect(member.locator('.status-big')).toHaveText('Pending')
    expect((await streamOpened).status()).toBe(200)
    await member.clock.pauseAt(Date.now() + 1_000)
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(card).toContainText('To be delivered')
    // The page's query library delivers answers on zero-delay timers: the page's time moves on in
    // small steps, never as far as the 5-second fallback poll.
    let advancedMs = 0
    await expect
      .poll(async () => {
        if (advancedMs < 4_000) {
          await member.clock.runFor(50)
          advancedMs += 50
        }
        return member.locator('.status-big').textContent()
      })
      .toBe('To be delivered')
    expect(advancedMs).toBeLessThan(4_000)
  })
})
