/**
 * Issue 14 (dish facts, dietary profile, kitchen ticket) end to end: the merchant marks a dish halal and
 * spicy in the console; a new member saves a dietary profile in Mine, sees the marks and conflicts on the
 * menu in English and Arabic, filters by halal and orders the dish (self-pickup, sandbox card); the
 * console's kitchen ticket of that order shows the profile in Chinese.
 */
import { expect, test } from '@playwright/test'
import {
  consoleSignIn,
  decideOnSandbox,
  expectAccessible,
  freshEmail,
  MERCHANT,
  memberPage,
  SHOP_NAME,
  signUpByApi,
  text,
  withoutCoupon,
} from './support'

test.use({ actionTimeout: 20_000 })
const FOLLOW = { timeout: 20_000 }
const CORN = 'Buttered sweet corn cup'
const CORN_ZH = '黄油甜玉米杯'

test('dish facts, a dietary profile and the kitchen ticket in Chinese', async ({ browser, request }) => {
  const merchant = await consoleSignIn(browser, MERCHANT)

  await test.step('the merchant marks the corn cup halal (certified) and medium spicy', async () => {
    await merchant.goto('/console/#/dietary-facts')
    await expect(merchant.getByRole('heading', { level: 1, name: 'Dietary facts' })).toBeVisible(FOLLOW)
    await merchant.locator('.facts-page').getByLabel('Shop').selectOption({ label: SHOP_NAME })
    const row = merchant.getByRole('row').filter({ hasText: CORN_ZH })
    await expect(row).toContainText('Not given yet', FOLLOW)
    await row.getByRole('button', { name: `Edit facts: ${CORN_ZH}` }).click()
    const drawer = merchant.getByRole('dialog', { name: CORN_ZH })
    await expect(drawer.getByRole('radio', { name: 'Medium' })).toBeVisible()
    await expectAccessible(merchant, 'console dietary facts drawer')
    await drawer.getByRole('radio', { name: 'Medium' }).check()
    await drawer.getByRole('checkbox', { name: 'Halal', exact: true }).check()
    await drawer.getByRole('checkbox', { name: 'Certified halal' }).check()
    await drawer.getByRole('checkbox', { name: 'Milk' }).check()
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer).toBeHidden()
    await expect(row).toContainText('Medium · Certified halal · Allergens: Milk')
  })

  const token = await signUpByApi(request, freshEmail('dietary'), 'Passw0rd1')
  const page = await memberPage(browser, token)

  await test.step('the member saves a dietary profile in Mine: halal, allergic to peanuts', async () => {
    await page.goto('/web/#/pages/mine/index/index')
    await page.getByRole('link', { name: 'Dietary profile' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dietary profile' })).toBeVisible(FOLLOW)
    await expect(page.getByRole('checkbox', { name: 'Halal' })).toBeVisible()
    await expectAccessible(page, 'dietary profile')
    await page.getByRole('checkbox', { name: 'Halal' }).check()
    await page.getByRole('checkbox', { name: 'Peanuts' }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Dietary profile saved')).toBeVisible()
  })

  await test.step('the menu marks the dishes and filters by halal, in English', async () => {
    await page.goto('/web/')
    await page.getByRole('link', { name: 'Search restaurants or dishes' }).click()
    await page.getByRole('searchbox').fill('Golden Crisp')
    await page.getByRole('link', { name: new RegExp(`^${SHOP_NAME}`) }).click()
    await expect(page.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible(FOLLOW)
    await page.getByRole('tab', { name: 'In-store' }).click()
    const corn = page.locator('.dish').filter({ hasText: CORN })
    await expect(corn.getByRole('list', { name: 'Dietary facts' })).toContainText('Certified halal')
    await expect(corn.getByRole('list', { name: 'Dietary facts' })).toContainText('Medium')
    await expect(corn.getByTestId('dish-conflict')).toHaveCount(0)
    // the shop has not given the bucket's facts: a halal member is warned
    const bucket = page.locator('.dish').filter({ hasText: 'Fried chicken bucket' })
    await expect(bucket.getByTestId('dish-conflict')).toContainText('Facts not given')
    await expectAccessible(page, 'menu with dietary marks and conflicts')
    await page.getByRole('button', { name: 'Halal', exact: true }).click()
    await expect(page.locator('.dish')).toHaveCount(1)
    await expect(page.locator('.dish')).toContainText(CORN)
    await expectAccessible(page, 'menu filtered by halal')
  })

  await test.step('the marks read in Arabic', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'ar'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByText(text('ar', 'dietary', 'fact_halal_certified')).first()).toBeVisible(FOLLOW)
    await expect(page.getByText(text('ar', 'dietary', 'conflict_unknown')).first()).toBeVisible()
    await expectAccessible(page, 'menu with dietary marks, ar')
    await page.evaluate(() => localStorage.setItem('lang', 'en'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  let orderNo = ''
  await test.step('the member orders the halal dish and pays by card', async () => {
    await page.getByRole('tab', { name: 'In-store' }).click()
    await page.getByRole('button', { name: `One more ${CORN}` }).click()
    const cart = page.getByRole('region', { name: 'Cart' })
    await cart.getByRole('button', { name: 'Check out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible(
      FOLLOW,
    )
    const dining = page.getByRole('radiogroup', { name: 'Dining option' })
    await dining.getByRole('radio', { name: 'Take away' }).click()
    await page.getByLabel('Contact phone (WhatsApp)').fill('+447700900123')
    await withoutCoupon(page)
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible(FOLLOW)
    orderNo = (await page.locator('.pay-order-no bdi').innerText()).trim()
    const amount = (await page.locator('.pay-amount').innerText()).trim()
    const methods = page.getByRole('radiogroup', { name: 'Payment method' })
    await methods.getByRole('radio', { name: /Bank card/ }).click()
    await page.getByRole('button', { name: 'Pay with Bank card' }).click()
    await decideOnSandbox(page, 'Card', amount, 'Approve payment')
    await expect(page.locator('.status-big')).toHaveText('Pending', FOLLOW)
  })

  await test.step("the console's kitchen ticket shows the profile in Chinese", async () => {
    await merchant.goto('/console/#/')
    const card = merchant.getByRole('article', { name: `#${orderNo}` })
    await expect(card).toBeVisible(FOLLOW)
    await card.getByRole('button', { name: /Kitchen ticket/ }).click()
    const ticket = card.getByRole('region', { name: '后厨小票' })
    await expect(ticket).toContainText(`订单号：${orderNo}`)
    await expect(ticket).toContainText(`取餐号：${orderNo.slice(-4)}`)
    await expect(ticket).toContainText(CORN_ZH)
    await expect(ticket.getByTestId('ticket-dietary')).toContainText('顾客饮食偏好：清真')
    await expect(ticket.getByTestId('ticket-dietary')).toContainText('过敏原：花生')
    await expectAccessible(merchant, 'console kitchen ticket')
    await merchant.screenshot({ path: test.info().outputPath('kitchen-ticket.png') })
  })
})
