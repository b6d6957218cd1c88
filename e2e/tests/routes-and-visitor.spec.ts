/**
 * Issue 15. A visitor with a +44 number and no Chinese finds "Nanjing West Road 1686", orders to it,
 * and the console shows the courier the full Chinese line; on a wide landscape screen the tab bar's
 * icons stay clear of their labels. (The walk of every route is a11y-all-routes.spec.ts.)
 */
import { expect, test } from '@playwright/test'
import {
  addDishWithOptions,
  api,
  consoleSignIn,
  decideOnSandbox,
  freshEmail,
  MERCHANT,
  memberPage,
  SHOP_NAME,
  signUpByApi,
} from './support'

test.use({ actionTimeout: 20_000 })

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
