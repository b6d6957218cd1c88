/**
 * Points mall (issue 12): the demo member (5,000 credited points, ¥550 balance, payment password 123456)
 * adds two goods to the mall cart (the badge on the Me tab shows 2), checks out with points + cash, the
 * platform ships the order in the console with a logistics event, the member follows the logistics and
 * confirms receipt. A second order is cancelled before shipping and the points come back.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { consoleSignIn, DEMO_MEMBER, expectAccessible, memberPage, screenshotPath, settle } from './support'

test.use({ actionTimeout: 20_000 })

const PLATFORM = { email: 'admin@siam.demo', password: 'Siam12345' }
const CHOPSTICKS = 'Wooden chopsticks set' // 300 points
const THERMOS = 'Thermos bottle' // 900 points + ¥19.90
const MANGO = 'Dried mango' // 250 points

async function api(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const res = await request.post(`/siam-server/rest/${path}`, {
    data,
    headers: token ? { authorization: token } : {},
  })
  const body = (await res.json()) as { success: boolean; data: unknown; message?: string }
  expect(body.success, `${path}: ${body.message ?? ''}`).toBe(true)
  return body.data
}

async function pointsOnMePage(page: Page): Promise<string> {
  await page.goto('/web/#/pages/mine/index/index')
  const points = page.getByTestId('mine-points')
  await expect(points).not.toContainText('—')
  return (await points.locator('.mine-counter-value').innerText()).trim()
}

/**
 * The Me tab shows `expected` points. The tab may first show the count it cached on an earlier visit
 * while it asks the server again: wait for the answer, never read the first number drawn.
 */
async function expectPointsOnMePage(page: Page, expected: number): Promise<void> {
  await page.goto('/web/#/pages/mine/index/index')
  await expect(page.getByTestId('mine-points').locator('.mine-counter-value')).toHaveText(String(expected))
}

async function openGoods(page: Page, name: string, category = 'Kitchen') {
  await page.goto('/web/#/pages/internal/mall/menu/menu')
  await page.getByRole('button', { name: category, exact: true }).click()
  await page.getByTestId('mall-goods').filter({ hasText: name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function payWithPassword(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm redemption' })).toBeVisible()
  await expectAccessible(page, 'confirm redemption')
  await page.getByLabel('Payment password (6 digits)').fill(DEMO_MEMBER.paymentPassword)
  await page.getByRole('button', { name: 'Pay and redeem' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mall order' })).toBeVisible()
  await expect(page.getByTestId('mall-order-status')).toHaveText('Paid, waiting to ship')
  await expectAccessible(page, 'mall order, paid')
}

test('a member spends points in the mall; the platform ships; a second order is cancelled and the points come back', async ({
  browser,
  request,
}) => {
  const { token } = (await api(request, 'member/login', {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  })) as { token: string }
  await api(
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
  const page = await memberPage(browser, token)
  const before = Number(await pointsOnMePage(page))
  expect(before).toBeGreaterThanOrEqual(1_200)

  await test.step('two goods in the mall cart: the Me tab badge shows 2', async () => {
    await page.goto('/web/#/pages/internal/mall/index/index')
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible()
    await expect(page.getByTestId('mall-goods').first()).toBeVisible()
    await openGoods(page, CHOPSTICKS)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText('Added to the cart')).toBeVisible()
    await openGoods(page, THERMOS)
    await expect(page.getByRole('button', { name: '350 ml' })).toHaveAttribute('aria-pressed', 'true')
    await expectAccessible(page, 'mall goods with a choice of size')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText('Added to the cart')).toBeVisible()
    await page.goto('/web/#/pages/mine/index/index')
    const me = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').nth(3)
    await expect(me.getByTestId('tab-badge')).toHaveText('2')
    await expectAccessible(page, 'mine, two goods in the mall cart')
  })

  let orderNo = ''
  await test.step('check out the cart with points + cash and the payment password', async () => {
    await page.goto('/web/#/pages/internal/mall/car/car')
    await expect(page.getByTestId('mall-cart-line')).toHaveCount(2)
    await expectAccessible(page, 'mall cart')
    await page.getByRole('button', { name: /^Check out/ }).click()
    await payWithPassword(page)
    await expect(page.locator('.mall-section').filter({ hasText: 'Total' })).toContainText('¥19.90')
    orderNo = (
      await page
        .locator('.mall-section bdi')
        .filter({ hasText: /^M\d{20}$/ })
        .innerText()
    ).trim()
    await expectPointsOnMePage(page, before - 1_200)
    const me = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').nth(3)
    await expect(me.getByTestId('tab-badge')).toHaveCount(0)
  })

  await test.step('the platform ships it in the console and adds a logistics event', async () => {
    const console = await consoleSignIn(browser, PLATFORM)
    await console.goto('/console/#/mall')
    const row = console.locator(`[data-order-no="${orderNo}"]`)
    await expect(row).toBeVisible()
    await row.getByLabel('Carrier').fill('SF Express')
    await row.getByLabel('Tracking number').fill('SF1234567890')
    await row.getByRole('button', { name: 'Ship' }).click()
    await console.getByLabel('Status').selectOption('shipped')
    const shipped = console.locator(`[data-order-no="${orderNo}"]`)
    await expect(shipped).toContainText('SF1234567890')
    await shipped.getByLabel('Logistics event').fill('Arrived at the Shanghai hub')
    await shipped.getByRole('button', { name: 'Add event' }).click()
    await expect(console.getByText('Logistics event added')).toBeVisible()
    await expectAccessible(console, 'console mall orders, shipped')
    await console.context().close()
  })

  await test.step('the member follows the logistics and confirms receipt', async () => {
    await page.goto('/web/#/pages/order/index/index?kind=mall')
    await page.getByTestId('mall-order-card').filter({ hasText: orderNo }).click()
    await expect(page.getByTestId('mall-order-status')).toHaveText('Shipped')
    await expectAccessible(page, 'mall order, shipped')
    await page.getByRole('link', { name: 'Logistics' }).click()
    await expect(page.getByTestId('mall-carrier')).toHaveText('SF Express')
    await expect(page.getByTestId('mall-tracking')).toHaveText('SF1234567890')
    await expect(page.getByText('Arrived at the Shanghai hub')).toBeVisible()
    await settle(page)
    await page.screenshot({ path: screenshotPath('points-mall-logistics.png') })
    await expectAccessible(page, 'mall logistics')
    await page.goBack()
    await page.getByRole('button', { name: 'Confirm receipt' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click()
    await expect(page.getByTestId('mall-order-status')).toHaveText('Received')
  })

  await test.step('a second order is cancelled before shipping and the points come back', async () => {
    await openGoods(page, MANGO, 'Tea & snacks')
    await page.getByRole('button', { name: 'Redeem now' }).click()
    await payWithPassword(page)
    await expectPointsOnMePage(page, before - 1_200 - 250)
    await page.goBack()
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click()
    await expect(page.getByTestId('mall-order-status')).toHaveText('Cancelled, points returned')
    await expectAccessible(page, 'mall order, cancelled')
    await expectPointsOnMePage(page, before - 1_200)
    await page.goto('/web/#/pages/mine/integral/integral')
    await expect(page.getByTestId('points-balance')).toHaveText(String(before - 1_200))
    await expect(page.getByText('Points mall refund')).toBeVisible()
    await expectAccessible(page, 'points, a mall refund')
  })
})
