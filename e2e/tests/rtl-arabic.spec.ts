/**
 * The same home and order screens in Arabic, right to left: switched with the app's language picker,
 * `<html dir="rtl" lang="ar">`, a self-pickup order placed and paid through the Arabic screens, and
 * full-page screenshots in both languages kept in artifacts/screenshots/.
 */
import { expect, type Page, test } from '@playwright/test'
import {
  decideOnSandbox,
  expectAccessible,
  freshEmail,
  SHOP_NAME,
  screenshotPath,
  settle,
  signUpByApi,
  text,
  withAmounts,
} from './support'

test.use({ actionTimeout: 20_000 })

const ar = (namespace: string, key: string, vars?: Record<string, string>) => text('ar', namespace, key, vars)
/** Seeded names in Arabic (the demo city has every name in the 11 languages). */
const SHOP_AR = 'دجاج غولدن كريسب المقلي'
const CORN_AR = 'كوب ذرة حلوة بالزبدة'

async function expectDirection(page: Page, lang: string, dir: 'ltr' | 'rtl'): Promise<void> {
  const html = page.locator('html')
  await expect(html).toHaveAttribute('lang', lang)
  await expect(html).toHaveAttribute('dir', dir)
}

test('home and order screens in Arabic are right-to-left; screenshots in both languages', async ({
  page,
}) => {
  const token = await signUpByApi(page.request, freshEmail('rtl'), 'Arabic2025')
  await page.addInitScript((t) => localStorage.setItem('security.token', t), token)
  const width = page.viewportSize()?.width ?? 375

  await test.step('home in English, left to right', async () => {
    await page.goto('/web/')
    await expectDirection(page, 'en', 'ltr')
    const feed = page.getByRole('region', { name: 'Restaurants near you' })
    await expect(feed.getByRole('heading', { name: SHOP_NAME, exact: true })).toBeVisible()
    await settle(page)
    await expectAccessible(page, 'home, en')
    await page.screenshot({ path: screenshotPath('home-en.png'), fullPage: true })
  })

  await test.step('switch to Arabic with the language picker: home turns right to left', async () => {
    await page.getByRole('button', { name: 'Language' }).click()
    const picker = page.getByRole('dialog', { name: 'Language' })
    await picker.getByRole('radio', { name: 'العربية' }).click()
    await expect(picker).toBeHidden()
    await expectDirection(page, 'ar', 'rtl')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar')

    const feed = page.getByRole('region', { name: ar('home', 'shops_nearby') })
    await expect(feed.getByRole('heading', { name: SHOP_AR, exact: true })).toBeVisible()
    const location = page.getByRole('button', {
      name: ar('home', 'location_change', { place: ar('common', 'city_shanghai') }),
    })
    await expect(location).toBeVisible()
    await expect(page.getByRole('link', { name: ar('home', 'search_placeholder') })).toBeVisible()
    await expect(page.getByRole('navigation', { name: ar('common', 'tabbar_label') })).toContainText(
      ar('common', 'tab_home'),
    )

    // Right to left for real: the location line starts at the right edge, the language button sits on the
    // left, and the first tab (home) is the rightmost one.
    const loc = await location.boundingBox()
    const lang = await page.getByRole('button', { name: ar('common', 'language') }).boundingBox()
    expect(loc && lang).toBeTruthy()
    expect((loc?.x ?? 0) + (loc?.width ?? 0)).toBeGreaterThan(width - 40)
    expect(lang?.x ?? width).toBeLessThan(width / 2)
    const tabs = page.getByRole('navigation', { name: ar('common', 'tabbar_label') }).getByRole('link')
    const homeTab = await tabs.first().boundingBox()
    const lastTab = await tabs.last().boundingBox()
    expect(homeTab?.x ?? 0).toBeGreaterThan(lastTab?.x ?? width)

    await settle(page)
    await expectAccessible(page, 'home, ar')
    await page.screenshot({ path: screenshotPath('home-ar.png'), fullPage: true })
  })

  let orderUrl = ''
  await test.step('order and pay a self-pickup meal through the Arabic screens', async () => {
    await page
      .getByRole('region', { name: ar('home', 'shops_nearby') })
      .getByRole('link', { name: new RegExp(SHOP_AR) })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: SHOP_AR, exact: true })).toBeVisible()
    // right to left, the dish list keeps clear of the left edge: "Choose options" does not touch it
    const chooseButtons = page.locator('.dish-choose')
    await expect(chooseButtons.first()).toBeVisible()
    await expectAccessible(page, 'shop, ar')
    for (const box of await chooseButtons.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().left),
    )) {
      expect(box).toBeGreaterThanOrEqual(12)
    }
    await page.getByRole('tab', { name: ar('shop', 'tab_instore') }).click()
    await page.getByRole('button', { name: ar('shop', 'increase', { name: CORN_AR }) }).click()
    await page
      .getByRole('region', { name: ar('shop', 'cart') })
      .getByRole('button', { name: ar('shop', 'checkout'), exact: true })
      .click()

    await expect(
      page.getByRole('heading', { level: 1, name: ar('order', 'confirm_title'), exact: true }),
    ).toBeVisible()
    await page.getByLabel(ar('order', 'contact_phone')).fill('13800138000')
    // ¥12.00 corn, eaten in the shop: no packing (issue 15), nothing else for self-pickup; Arabic writes
    // the sign after the amount (Intl, issue 16)
    await expectAccessible(page, 'confirm order, ar')
    await page
      .getByRole('button', { name: withAmounts(ar('order', 'pay_amount', { amount: '12.00\u00a0¥' })) })
      .click()

    await expect(page.getByRole('heading', { level: 1, name: ar('pay', 'title'), exact: true })).toBeVisible()
    await expectAccessible(page, 'pay, ar')
    const alipay = ar('pay', 'method_alipay')
    await page
      .getByRole('radiogroup', { name: ar('pay', 'methods') })
      .getByRole('radio', { name: new RegExp(alipay) })
      .click()
    await page.getByRole('button', { name: ar('pay', 'pay_with', { method: alipay }) }).click()
    await decideOnSandbox(page, 'Alipay', '¥12.00', 'Approve payment')

    await expect(
      page.getByRole('heading', { level: 1, name: ar('order', 'detail_title'), exact: true }),
    ).toBeVisible()
    await expectDirection(page, 'ar', 'rtl')
    await expect(page.locator('.status-big')).toHaveText(ar('status', 'pending'))
    await expect(page.getByText(ar('order', 'next_pending_pickup'))).toBeVisible()
    await expect(page.getByText(CORN_AR)).toBeVisible()
    await expect(page.locator('.amounts-total')).toContainText(/12\.00[\u00a0 ]¥/)
    await expectAccessible(page, 'order detail, ar')
    orderUrl = page.url()
    await settle(page)
    await page.screenshot({ path: screenshotPath('order-detail-ar.png'), fullPage: true })
  })

  await test.step('the same order in English, left to right, after switching back on the Me tab', async () => {
    await page.getByRole('button', { name: ar('common', 'home') }).click()
    await page
      .getByRole('navigation', { name: ar('common', 'tabbar_label') })
      .getByRole('link', { name: ar('common', 'tab_mine') })
      .click()
    // Home has a language button too: act only once the Me page is the one on screen, and only on
    // its sheet once that is open (clicking while the route changed once opened home's sheet, which
    // the route change then removed).
    await expect(page).toHaveURL(/pages\/mine\/index\/index/)
    const mine = page.locator('.mine-page')
    await expect(mine).toBeVisible()
    await expectAccessible(page, 'mine, ar')
    await mine.getByRole('button', { name: new RegExp(ar('common', 'language')) }).click()
    const sheet = page.getByRole('dialog', { name: ar('common', 'language') })
    await expect(sheet).toBeVisible()
    await sheet.getByRole('radio', { name: 'English' }).click()
    await expectDirection(page, 'en', 'ltr')

    await page.goto(orderUrl)
    await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible()
    await expect(page.locator('.status-big')).toHaveText('Pending')
    await expect(page.getByText('Buttered sweet corn cup')).toBeVisible()
    await expectAccessible(page, 'order detail, en')
    await settle(page)
    await page.screenshot({ path: screenshotPath('order-detail-en.png'), fullPage: true })
  })
})
