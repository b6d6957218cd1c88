/**
 * Issue 14, the platform console: staff publish a blog article that the customer app's blog tab shows
 * (in English and in Arabic), change a business setting and find it in the audit log, and suspend a
 * shop, which leaves the customer app's list (and is reinstated at the end, for the other journeys).
 * Second wave: a home banner uploaded and published in the console shows on the app's home, in English
 * and in Arabic, and is gone once deleted.
 * axe-core checks each new console page for serious violations.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN, consoleSignIn, screenshotPath, settle, shopCard, text } from './support'

test.use({ actionTimeout: 20_000 })

/** A demo shop no other journey orders from. */
const SUSPENDED_SHOP = 'Poke Garden'
/** Another shop of its type (diet), listed beside it. */
const OTHER_DIET_SHOP = 'Lean Bowl Low-Carb Kitchen'
const TITLE_EN = `Paying with a foreign card ${Date.now().toString(36)}`
const TITLE_AR = 'الدفع ببطاقة أجنبية'
const BANNER_EN = `Hotpot week ${Date.now().toString(36)}`
const BANNER_AR = 'أسبوع القدر الساخن'
/** A 64 x 48 PNG, red: the banner's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZUlEQVR4nO3PUQkAIBTAwBfBJPaPYCxD+HEIgwW4zVn764YLGtCCBrSgAS1oQAsa0IIGtKABLWhACxrQgga0oAEtaEALGtCCBrSgAS1oQAsa0IIGtKABLWhACxrQgga0oAEteOwCIpVItRMHEgkAAAAASUVORK5CYII=',
  'base64',
)

const en = (key: string, vars?: Record<string, string>) => text('en', 'platformAdmin', key, vars)

async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function openConsolePage(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('platform staff publish an article, change a setting, suspend a shop', async ({ browser, page }) => {
  const staff = await consoleSignIn(browser, ADMIN)

  await test.step('publish a blog article with an Arabic translation', async () => {
    await openConsolePage(staff, 'Content')
    await staff.getByRole('button', { name: en('article_new') }).click()
    const form = staff.getByRole('form', { name: en('article_edit') })
    await form.getByLabel(en('article_title')).fill(TITLE_EN)
    await form
      .getByLabel(en('article_body'))
      .fill('Most shops take **Alipay** and WeChat Pay.\n\n- Link your card first')
    await form.getByRole('button', { name: /العربية/ }).click()
    await form.getByLabel(en('article_title')).fill(TITLE_AR)
    await form.getByLabel(en('article_body')).fill('تقبل معظم المتاجر **Alipay**.')
    await form.getByLabel(en('published')).check()
    await expectAccessible(staff)
    await form.getByRole('button', { name: en('save') }).click()
    const row = staff.getByTestId('content-row').filter({ hasText: TITLE_EN })
    await expect(row).toContainText(en('published'))
    await expect(row).toContainText(en('translations_missing', { list: '' }).trim())
    await expectAccessible(staff)
    await staff.screenshot({ path: screenshotPath('console-content-en.png'), fullPage: true })
  })

  await test.step('the blog tab shows it in English, and the article opens', async () => {
    await page.goto('/web/#/pages/blog/blog')
    const link = page.getByRole('link', { name: new RegExp(TITLE_EN) })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page.getByRole('heading', { level: 2, name: TITLE_EN })).toBeVisible()
    await expect(page.locator('.article-body strong')).toHaveText('Alipay')
    await settle(page)
    await page.screenshot({ path: screenshotPath('blog-article-en.png'), fullPage: true })
  })

  await test.step('and in Arabic, right to left', async () => {
    const context = await browser.newContext()
    await context.addInitScript(() => localStorage.setItem('lang', 'ar'))
    const arabic = await context.newPage()
    await arabic.goto('/web/#/pages/blog/blog')
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(arabic.getByRole('heading', { name: text('ar', 'blog', 'articles_title') })).toBeVisible()
    await expect(arabic.getByRole('link', { name: new RegExp(TITLE_AR) })).toBeVisible()
    await settle(arabic)
    await arabic.screenshot({ path: screenshotPath('blog-ar.png'), fullPage: true })
    await context.close()
  })

  await test.step('publish a home banner with an uploaded photo; home shows it; deleted, it is gone', async () => {
    await openConsolePage(staff, 'Content')
    await staff.getByRole('button', { name: en('content_banner') }).click()
    await staff.getByRole('button', { name: en('banner_new') }).click()
    const form = staff.getByRole('form', { name: en('banner_edit') })
    await form.getByLabel(en('banner_title')).fill(BANNER_EN)
    await form.getByRole('button', { name: /العربية/ }).click()
    await form.getByLabel(en('banner_title')).fill(BANNER_AR)
    await form
      .getByLabel(en('banner_photo_upload'))
      .setInputFiles({ name: 'hotpot.png', mimeType: 'image/png', buffer: PHOTO })
    await expect(form.getByRole('img', { name: en('banner_photo') })).toBeVisible()
    await form.getByLabel(en('banner_link')).fill('/pages/blog/blog')
    await form.getByLabel(en('published')).check()
    await expectAccessible(staff)
    await form.getByRole('button', { name: en('save') }).click()
    const row = staff.getByTestId('content-row').filter({ hasText: BANNER_EN })
    await expect(row).toContainText(en('published'))
    await expect(row).toContainText(en('banner_place_home'))
    await staff.screenshot({ path: screenshotPath('console-banners-en.png'), fullPage: true })

    // the swiper holds every published home banner; ours is one of its slides
    await page.goto('/web/')
    await expect(page.locator(`.banner-slide img[alt="${BANNER_EN}"]`)).toHaveCount(1)
    const context = await browser.newContext()
    await context.addInitScript(() => localStorage.setItem('lang', 'ar'))
    const arabic = await context.newPage()
    await arabic.goto('/web/')
    await expect(arabic.locator(`.banner-slide img[alt="${BANNER_AR}"]`)).toHaveCount(1)
    await context.close()

    await row.getByRole('button', { name: `${en('delete')}: ${BANNER_EN}` }).click()
    await row.getByRole('button', { name: `${en('delete_confirm')}: ${BANNER_EN}` }).click()
    await expect(staff.getByTestId('content-row').filter({ hasText: BANNER_EN })).toHaveCount(0)
    await page.reload()
    await expect(page.locator('.banner-slide img').first()).toBeAttached()
    await expect(page.locator(`.banner-slide img[alt="${BANNER_EN}"]`)).toHaveCount(0)
  })

  await test.step('change a setting; the audit log shows who changed what', async () => {
    await openConsolePage(staff, 'Settings')
    const row = staff.getByTestId('setting-closingSoonMinutes')
    const input = row.getByLabel(en('setting_closingSoonMinutes'))
    await input.fill('999')
    await row.getByRole('button', { name: en('save') }).click()
    await expect(row.getByRole('alert')).toHaveText('This value must be between 0 and 180')
    await input.fill('45')
    await row.getByRole('button', { name: en('save') }).click()
    await expect(row.getByRole('alert')).toHaveCount(0)
    const audit = staff.getByTestId('audit-row').first()
    await expect(audit).toContainText(en('setting_closingSoonMinutes'))
    await expect(audit).toContainText('30')
    await expect(audit).toContainText('45')
    await expectAccessible(staff)
    // put it back for the other journeys
    await input.fill('30')
    await row.getByRole('button', { name: en('save') }).click()
    await expect(staff.getByTestId('audit-row').first()).toContainText('45')
  })

  await test.step('suspend a shop: it leaves the customer list; reinstate it', async () => {
    await page.goto('/web/#/pages/shop/list/list?type=diet')
    await expect(shopCard(page, SUSPENDED_SHOP)).toBeVisible()

    await openConsolePage(staff, 'Shops')
    await staff.getByLabel(en('shop_search')).fill('poke')
    await staff.getByRole('button', { name: en('search') }).click()
    const row = staff.getByTestId('platform-shop-row').filter({ hasText: SUSPENDED_SHOP })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: en('shop_suspend') }).click()
    await row.getByLabel(en('shop_suspend_reason')).fill('Hygiene inspection')
    await expectAccessible(staff)
    await row
      .getByRole('form', { name: en('shop_suspend') })
      .getByRole('button', { name: en('shop_suspend') })
      .click()
    await expect(row).toContainText(en('shop_suspended', { reason: 'Hygiene inspection' }))
    await expect(staff.getByTestId('audit-row').first()).toContainText(en('audit_action_shop_suspend'))
    await staff.screenshot({ path: screenshotPath('console-shops-en.png'), fullPage: true })

    await page.reload()
    // the other healthy-food shop still shows, so the list has loaded without the suspended one
    await expect(shopCard(page, OTHER_DIET_SHOP)).toBeVisible()
    await expect(shopCard(page, SUSPENDED_SHOP)).toHaveCount(0)

    await row.getByRole('button', { name: en('shop_reinstate') }).click()
    await expect(row).toContainText(en('shop_trading'))
    await page.reload()
    await expect(shopCard(page, SUSPENDED_SHOP)).toBeVisible()
  })
})
