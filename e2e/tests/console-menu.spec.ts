/**
 * Issue 14: a merchant adds a dish with a photo and an Arabic translation in the console's menu editor
 * and changes the shop's opening hours (a Friday night span past midnight); a visitor then sees the dish
 * in the customer app in English and in Arabic. The console's menu and shop pages pass axe-core with no
 * serious or critical violation. Everything happens on Le Petit Paris Bistro, the demo shop that is
 * resting, so the other journeys (which order from the 24-hour shop) see no change.
 */
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { consoleSignIn, MERCHANT, RESTING_SHOP_NAME, settle } from './support'

test.use({ actionTimeout: 20_000 })

const DISH = { zh: '香草烤鸡测试', en: 'Herb Roast Chicken (test)', ar: 'دجاج مشوي بالأعشاب (تجربة)' }
/** A 64 x 48 PNG, red: the photo the merchant uploads. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZUlEQVR4nO3PUQkAIBTAwBfBJPaPYCxD+HEIgwW4zVn764YLGtCCBrSgAS1oQAsa0IIGtKABLWhACxrQgga0oAEtaEALGtCCBrSgAS1oQAsa0IIGtKABLWhACxrQgga0oAEteOwCIpVItRMHEgkAAAAASUVORK5CYII=',
  'base64',
)

async function shopIdOf(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post('/siam-server/rest/shop/list', { data: { pageSize: 100, lang: 'en' } })
  const body = (await res.json()) as { data: { records: { id: string; name: string }[] } }
  const shop = body.data.records.find((s) => s.name === name)
  if (!shop) throw new Error(`no shop ${name}`)
  return shop.id
}

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `${what}: axe-core serious or critical violations`).toEqual([])
}

test('a merchant adds a dish with a photo and a translation, changes the hours; visitors see it in English and Arabic', async ({
  browser,
  request,
}) => {
  const shopId = await shopIdOf(request, RESTING_SHOP_NAME)
  const console = await consoleSignIn(browser, MERCHANT)

  await test.step('menu: add a dish with a photo and an Arabic translation', async () => {
    await console.goto('/console/#/menu')
    // The board stays mounted (hidden) with its own shop filter: pick in this page's toolbar.
    await console.locator('.menu-admin').getByLabel('Shop', { exact: true }).selectOption(shopId)
    await expect(console.getByRole('list', { name: 'Categories' })).toBeVisible()
    await expectNoSeriousViolations(console, 'menu page')
    await console.getByRole('button', { name: 'New dish' }).click()
    const editor = console.getByRole('form', { name: 'New dish' })
    const names = editor.getByRole('group', { name: /Dish name/ })
    await names.getByLabel('简体中文').fill(DISH.zh)
    await names.getByLabel('English').fill(DISH.en)
    await names.getByLabel('العربية').fill(DISH.ar)
    await editor.getByLabel('Price (yuan)').fill('68.50')
    await editor
      .getByLabel('Add photos')
      .setInputFiles({ name: 'chicken.png', mimeType: 'image/png', buffer: PHOTO })
    await expect(editor.getByRole('img', { name: 'Main photo' })).toBeVisible()
    await expectNoSeriousViolations(console, 'dish editor')
    await editor.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(editor).toBeHidden()
    const dishes = console.getByRole('list', { name: 'Dishes' })
    await expect(dishes.getByText(DISH.zh)).toBeVisible()
    await expect(dishes.locator('.sortable-row', { hasText: DISH.zh })).toContainText('¥68.50')
  })

  await test.step('shop: Friday 18:00 to 02:00 added to the opening hours', async () => {
    await console.goto('/console/#/shop')
    await console.locator('.shop-admin').getByLabel('Shop', { exact: true }).selectOption(shopId)
    const hours = console.getByRole('form', { name: 'Opening hours' })
    await expect(hours).toBeVisible()
    await expectNoSeriousViolations(console, 'shop page')
    const before = await hours.getByRole('group', { name: /^Time \d+$/ }).count()
    await hours.getByRole('button', { name: 'Add opening time' }).click()
    const span = hours.getByRole('group', { name: `Time ${before + 1}` })
    await span.getByLabel('Opens').fill('18:00')
    await span.getByLabel('Closes').fill('02:00')
    await expect(span.getByText('until the next day')).toBeVisible()
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Sat', 'Sun']) await span.getByLabel(day).uncheck()
    await hours.getByRole('button', { name: 'Save opening hours' }).click()
    await expect(console.getByText('Saved', { exact: true }).first()).toBeVisible()
    const res = await request.post('/siam-server/rest/shop/detail', { data: { id: shopId } })
    const detail = (await res.json()) as {
      data: { hours: { open: string; close: string; days?: number[] }[] }
    }
    expect(detail.data.hours).toContainEqual({ open: '18:00', close: '02:00', days: [5] })
  })

  await test.step('a visitor sees the dish in English, then in Arabic', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`/web/#/pages/menu/index/index?shopId=${shopId}`)
    await expect(page.getByText(DISH.en).first()).toBeVisible()
    await settle(page)
    const arabic = await browser.newContext()
    await arabic.addInitScript(() => localStorage.setItem('lang', 'ar'))
    const arPage = await arabic.newPage()
    await arPage.goto(`/web/#/pages/menu/index/index?shopId=${shopId}`)
    await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(arPage.getByText(DISH.ar).first()).toBeVisible()
    await context.close()
    await arabic.close()
  })
})
