/**
 * Issue 13, the member's own corner: a member opens the share page; a friend signs up through the
 * link, orders and the order completes; after the crediting day (the server's test clock, DEV_CLOCK)
 * the inviter sees the reward, withdraws 20 yuan (approved at once) and more than 100 yuan, which the
 * platform approves in the console; the member edits the profile and favourites a dish. A WeChat
 * browser (user agent) signs in through the fake OAuth and pays with the fake WeChat Pay.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import {
  ADMIN,
  api,
  consoleSignIn,
  expectAccessible,
  freshEmail,
  memberPage,
  SHOP_NAME,
  signedIn,
  signUpByApi,
} from './support'

test.use({ actionTimeout: 20_000 })

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/en'
const DAY_MS = 24 * 60 * 60_000

/** One call of the API, as the apps make it; fails the test unless it succeeds. */
type Goods = {
  id: string
  name: string
  priceFen: number
  soldOut: boolean
  optionGroups: { required: boolean }[]
}

/** The demo shop and dishes that need no option, most expensive first. */
async function demoDishes(request: APIRequestContext) {
  const shops = await api<{ records: { id: string; name: string }[] }>(request, 'shop/list', {
    pageNo: 1,
    pageSize: 50,
  })
  const shop = shops.records.find((s) => s.name === SHOP_NAME)
  if (!shop) throw new Error('demo shop not found')
  const menu = await api<{ goods: Goods[] }[]>(request, 'menu/listWithGoods', { shopId: shop.id })
  const plain = menu
    .flatMap((c) => c.goods)
    .filter((g) => !g.soldOut && g.optionGroups.every((o) => !o.required))
    .sort((a, b) => b.priceFen - a.priceFen)
  return { shopId: shop.id, plain }
}

/** A pickup order of many dishes, paid through the sandbox Alipay page, served and picked up; its total. */
async function bigCompletedOrder(request: APIRequestContext, token: string, merchantToken: string) {
  const { shopId, plain } = await demoDishes(request)
  const items = plain.map((g) => ({ goodsId: g.id, optionIds: [], number: 99 }))
  const draft = {
    shopId,
    shoppingWay: 'pickup',
    diningOption: 'take_away',
    items,
    contactPhone: '13800138000',
  }
  const quote = await api<{ totalFen: number; goodsFen?: number }>(
    request,
    'member/order/preview',
    draft,
    token,
  )
  const order = await api<{ id: string }>(
    request,
    'member/order/insert',
    { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey: `e2e-${Date.now()}` },
    token,
  )
  const created = await api<{ action: { url: string } }>(
    request,
    'member/payment/create',
    { orderId: order.id, payType: 'alipay', environment: 'browser', idempotencyKey: `e2e-pay-${Date.now()}` },
    token,
  )
  const tradePath = new URL(created.action.url, 'http://x').pathname
  const approved = await request.post(`${tradePath}/approve`, { maxRedirects: 0 })
  expect(approved.status()).toBe(303)
  await expect
    .poll(
      async () =>
        (await api<{ status: number }>(request, 'member/order/selectById', { id: order.id }, token)).status,
    )
    .toBe(2)
  for (const action of ['mark_ready', 'picked_up']) {
    await api(request, 'merchant/order/updateStatus', { id: order.id, action }, merchantToken)
  }
  return quote.totalFen
}

test('an invited friend earns the inviter a reward, which is withdrawn and approved in the console', async ({
  browser,
  request,
}) => {
  const inviterToken = await signUpByApi(request, freshEmail('inviter'), 'Passw0rd1')
  await api(request, 'member/setPaymentPassword', { paymentPassword: '123456' }, inviterToken)
  const inviter = await memberPage(browser, inviterToken)
  let link = ''

  await test.step('the inviter opens the share page: link, QR code, rules', async () => {
    await inviter.goto('/web/#/pages/mine/share/index/index')
    await expect(inviter.getByRole('heading', { name: 'Rules' })).toBeVisible()
    await expect(inviter.getByRole('img', { name: 'QR code of my invite link' })).toBeVisible()
    link = (await inviter.getByTestId('invite-link').textContent()) ?? ''
    expect(link).toContain('/web/#/pages/internal/login/authorization/authorization?inviterId=')
    await expectAccessible(inviter, 'share page')
  })

  const friendEmail = freshEmail('friend')
  let friendToken = ''
  await test.step('a friend in another browser signs up through the link', async () => {
    const context = await browser.newContext()
    const friend = await context.newPage()
    await friend.goto(link)
    await expect(friend).toHaveURL(/login\/choose\/choose\?inviterId=/)
    await friend.getByRole('link', { name: 'Sign up' }).click()
    await friend.getByLabel('E-mail').fill(friendEmail)
    await friend.getByRole('button', { name: 'Send code' }).click()
    const res = await friend.request.get('/siam-server/dev/outbox')
    const html = await res.text()
    const article = html.split('<article>').find((a) => a.includes(`to <b>${friendEmail}</b>`)) ?? ''
    const code = /\b(\d{6})\b/.exec(article.split('<pre>')[1] ?? '')?.[1] ?? ''
    await friend.getByLabel('Verification code').fill(code)
    await friend.getByLabel('Password', { exact: true }).fill('Passw0rd1')
    await friend.getByLabel('Repeat password').fill('Passw0rd1')
    await friend.getByRole('button', { name: 'Create account' }).click()
    friendToken = await signedIn(friend)
    await context.close()
  })

  await test.step('the friend orders, pays and picks up; the reward waits for its crediting day', async () => {
    const merchant = await api<{ token: string }>(request, 'merchant/login', {
      email: 'merchant@siam.demo',
      password: 'Siam12345',
    })
    // 2% of the goods: enough for a withdrawal of 20 yuan and one above 100 yuan
    let orders = 0
    for (let paid = 0; paid < 700_000; orders++)
      paid += await bigCompletedOrder(request, friendToken, merchant.token)
    await inviter.goto('/web/#/pages/mine/unreceived/reward/list/list')
    await expect(inviter.getByTestId('pending-row')).toHaveCount(orders)
    await expect(inviter.getByTestId('pending-row').first()).toContainText('Credited on')
    await expectAccessible(inviter, 'rewards on their way')
  })

  await test.step('after the crediting day the inviter sees the reward', async () => {
    const moved = await request.post('/siam-server/dev/clock/advance', { data: { ms: 7 * DAY_MS + 60_000 } })
    expect(moved.ok()).toBe(true)
    await expect
      .poll(
        async () =>
          (await api<{ creditedFen: number }>(request, 'member/invite/summary', {}, inviterToken))
            .creditedFen,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(13_000)
    await inviter.goto('/web/#/pages/mine/share/reward/reward')
    await expect(inviter.getByTestId('reward-row').first()).toContainText('Reward credited')
    await expectAccessible(inviter, 'rewards credited')
  })

  await test.step('the inviter fills in the profile (real name, gender) and withdraws 20 yuan', async () => {
    await inviter.goto('/web/#/pages/mine/userinfo/userinfo')
    await inviter.getByLabel('Username').fill('Li Lei')
    await inviter.getByLabel('Real name').fill('李雷')
    await inviter.getByText('Male', { exact: true }).click()
    await inviter.getByRole('button', { name: 'Save' }).click()
    await expect(inviter.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
    await expectAccessible(inviter, 'user info, saved')

    await inviter.goto('/web/#/pages/mine/share/withdrawal/index/index')
    await inviter.getByLabel('Amount (yuan)').fill('20')
    await inviter.getByLabel('Account', { exact: true }).fill('lilei@alipay.example')
    await inviter.getByLabel('Payment password').fill('123456')
    await inviter.getByRole('button', { name: 'Withdraw' }).click()
    await expect(inviter).toHaveURL(/withdrawal\/detail\/detail\?id=/)
    await expect(inviter.getByTestId('withdrawal-row').first()).toContainText('Paid out')
  })

  await test.step('a withdrawal above 100 yuan waits for the platform, which approves it in the console', async () => {
    await inviter.goto('/web/#/pages/mine/share/withdrawal/index/index')
    await inviter.getByLabel('Amount (yuan)').fill('105')
    await inviter.getByText('Bank account', { exact: true }).click()
    await inviter.getByLabel('Account', { exact: true }).fill('6222 0000 1111 2222')
    await inviter.getByLabel('Payment password').fill('123456')
    await inviter.getByRole('button', { name: 'Withdraw' }).click()
    await expect(inviter.getByTestId('withdrawal-row').first()).toContainText('Under review')
    await expectAccessible(inviter, 'withdrawals, one under review')

    const console = await consoleSignIn(browser, ADMIN)
    await console.goto('/console/#/withdrawals')
    const row = console.getByTestId('withdrawal-review-row').filter({ hasText: '李雷' })
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Approve' }).click()
    await expect(console.getByLabel('Payout reference')).toBeVisible()
    await expectAccessible(console, 'console withdrawal approval')
    await console.getByLabel('Payout reference').fill('BANK-20261128-01')
    await console.getByRole('button', { name: 'Approve' }).click()
    await expect(console.getByTestId('withdrawal-review-row').filter({ hasText: '李雷' })).toHaveCount(0)

    await inviter.reload()
    await expect(inviter.getByTestId('withdrawal-row').first()).toContainText('Paid out')
    await expect(inviter.getByTestId('withdrawal-row').first()).toContainText('BANK-20261128-01')
    await expectAccessible(inviter, 'withdrawals, paid out with a reference')
  })

  await test.step('the inviter favourites a dish and finds it in the favourites', async () => {
    const { plain } = await demoDishes(request)
    const dish = plain[0]
    if (!dish) throw new Error('no dish')
    await inviter.goto(`/web/#/pages/menu/detail/detail?id=${dish.id}`)
    await inviter.getByRole('button', { name: 'Add to favourites' }).click()
    await expect(inviter.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()
    await inviter.goto('/web/#/pages/mine/collect/index/index')
    await expect(inviter.getByTestId('collect-row').filter({ hasText: dish.name })).toBeVisible()
    await expectAccessible(inviter, 'favourites with a dish')
  })
})

test('inside WeChat a visitor signs in through the WeChat authorization and pays with WeChat Pay', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ userAgent: WECHAT_UA })
  const page = await context.newPage()
  await page.goto('/web/#/pages/internal/login/authorization/authorization')
  const token = await signedIn(page)
  expect(await page.evaluate(() => localStorage.getItem('openId'))).toMatch(/^oSbx/)

  const { shopId, plain } = await demoDishes(request)
  const dish = plain.at(-1)
  if (!dish) throw new Error('no dish')
  const draft = {
    shopId,
    shoppingWay: 'pickup',
    diningOption: 'take_away',
    items: [{ goodsId: dish.id, optionIds: [], number: 1 }],
    contactPhone: '13800138000',
  }
  const quote = await api<{ totalFen: number }>(request, 'member/order/preview', draft, token)
  const order = await api<{ id: string }>(
    request,
    'member/order/insert',
    { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey: `e2e-wx-${Date.now()}` },
    token,
  )
  await page.goto(`/web/#/pages/shop/pay/pay?orderId=${order.id}`)
  await page.getByRole('radio', { name: /WeChat Pay/ }).click()
  await page.getByRole('button', { name: /^Pay/ }).click()
  await page.waitForURL(/\/siam-server\/sandbox\/checkout\//)
  await expect(page.getByRole('heading', { name: 'WeChat Pay' })).toBeVisible()
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await page.waitForURL(/\/web\/#\/pages\/shop\/success\/success/)
  await expect
    .poll(
      async () =>
        (await api<{ status: number }>(request, 'member/order/selectById', { id: order.id }, token)).status,
    )
    .toBe(2)
  await context.close()
})
