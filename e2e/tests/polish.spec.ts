/**
 * Issue 16, polish: in English, Arabic, Japanese and German, the home screen's language and location sheets
 * draw text that can be seen (computed colours and the pixels drawn), axe-core finds no serious or critical
 * violation on home, both sheets, shop, confirm order, my orders and mine (English and Arabic), every
 * stepper, chip and small button is at least 44 px tall, and screenshots of these screens are kept in
 * artifacts/screenshots/polish-<screen>-<lang>.png for a person to look at.
 */
import { expect, type Page, test } from '@playwright/test'
import {
  accessibilityProblems,
  consoleSignIn,
  expectAccessible,
  expectTextReadable,
  freshEmail,
  MERCHANT,
  SHOP_NAME,
  screenshotPath,
  settle,
  sheetEntryGone,
  shopCard,
  signUpByApi,
  tapWhenStill,
  text,
} from './support'

test.use({ actionTimeout: 20_000 })

const LANGUAGES = ['en', 'ar', 'ja', 'de'] as const
/** axe-core runs in the left-to-right default and in the right-to-left language (issue 16). */
const AUDITED: ReadonlySet<string> = new Set(['en', 'ar'])

/** Touch targets the design promises at 44 px (ui.md, --touch). */
const TAP_TARGETS = '.stepper-btn, .chip, .btn, .dish-choose, .orders-tab, .icon-button, .orders-search-input'

async function check(page: Page, lang: string, screen: string): Promise<void> {
  await settle(page)
  if (AUDITED.has(lang)) await expectAccessible(page, `${screen}, ${lang}`)
  await page.screenshot({ path: screenshotPath(`polish-${screen.replace(/\W+/g, '-')}-${lang}.png`) })
}

async function expectTapTargets(page: Page, screen: string): Promise<void> {
  const small = await page.locator(TAP_TARGETS).evaluateAll((elements) =>
    elements
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => ({
        what: `${e.className} "${(e.textContent ?? '').trim().slice(0, 20)}"`,
        box: e.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 43.5)
      .map(({ what, box }) => `${what}: ${Math.round(box.height)} px`),
  )
  expect(small, `tap targets under 44 px on ${screen}`).toEqual([])
}

for (const lang of LANGUAGES) {
  test(`${lang}: readable sheets, no serious accessibility violation, 44 px targets, screenshots`, async ({
    page,
  }) => {
    const t = (namespace: string, key: string, vars?: Record<string, string>) =>
      text(lang, namespace, key, vars)
    const token = await signUpByApi(page.request, freshEmail(`polish-${lang}`), 'Polish2025')
    await page.addInitScript((saved) => localStorage.setItem('security.token', saved), token)

    await test.step('home in the language, with the language and location sheets', async () => {
      await page.goto('/web/')
      const href = await shopCard(page, SHOP_NAME).getByRole('link').first().getAttribute('href')
      expect(href).toBeTruthy()
      await page.evaluate((l) => localStorage.setItem('lang', l), lang)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('region', { name: t('home', 'shops_nearby') })).toBeVisible()
      await expect(page.locator('.shop-card').first()).toBeVisible()
      await check(page, lang, 'home')
      await expectTapTargets(page, `home, ${lang}`)

      await page.getByRole('button', { name: t('common', 'language'), exact: true }).click()
      const languages = page.getByRole('dialog', { name: t('common', 'language') })
      await expect(languages.getByRole('radio')).toHaveCount(11)
      await expectTextReadable(languages, `the language sheet (${lang})`)
      await check(page, lang, 'home language sheet')
      if (lang === 'en') {
        // The check catches the defect it is for: the sheet inheriting the blue header's white text.
        const defect = await page.addStyleTag({ content: '.sheet { color: inherit !important; }' })
        await expect(expectTextReadable(languages, 'the language sheet with the old defect')).rejects.toThrow(
          /colour vs background/,
        )
        await defect.evaluate((style) => (style as Element).remove())
      }
      await languages.getByRole('button', { name: t('common', 'close') }).click()
      await expect(languages).toBeHidden()

      await page.locator('.location-line').click()
      const location = page.getByRole('dialog', { name: t('home', 'choose_location') })
      await expect(location).toBeVisible()
      await expectTextReadable(location, `the location sheet (${lang})`)
      await check(page, lang, 'home location sheet')
      await location.getByRole('button', { name: t('common', 'close') }).click()
      await expect(location).toBeHidden()
      await sheetEntryGone(page)

      await page.goto(`/web/${href}`)
    })

    await test.step('shop: the menu, a dish in the cart', async () => {
      await expect(page.locator('.stepper-plus').first()).toBeVisible()
      await check(page, lang, 'shop')
      if (lang === 'en') {
        // axe-core catches the old accent: prices in #ff6a00 on white (2.87:1)
        const old = await page.addStyleTag({ content: '.price { color: #ff6a00 !important; }' })
        expect((await accessibilityProblems(page)).join('\n')).toMatch(/^color-contrast /m)
        await old.evaluate((style) => (style as Element).remove())
      }
      await expectTapTargets(page, `shop, ${lang}`)
      await tapWhenStill(page.locator('.stepper-plus').first())
      await expect(page.locator('.cart-bar-badge')).toHaveText('1')
      await page.locator('.cart-bar-go').click()
    })

    await test.step('confirm order', async () => {
      await expect(page.getByRole('heading', { level: 1, name: t('order', 'confirm_title') })).toBeVisible()
      await expect(page.getByTestId('coupon-row')).toBeVisible()
      await expect(page.locator('.amounts-total')).toBeVisible()
      await check(page, lang, 'confirm order')
      await expectTapTargets(page, `confirm order, ${lang}`)
    })

    await test.step('my orders: the tabs scroll with a hint; mine', async () => {
      await page.goto('/web/#/pages/order/index/index')
      await expect(page.getByRole('tablist', { name: t('order', 'my_orders') })).toBeVisible()
      await check(page, lang, 'orders')
      await expectTapTargets(page, `orders, ${lang}`)

      await page.goto('/web/#/pages/mine/index/index')
      await expect(page.locator('.mine-version')).toBeVisible()
      await check(page, lang, 'mine')
    })
  })
}

test('console: the reviews drawer over the blue header draws readable text; board and drawer pass axe-core', async ({
  browser,
}) => {
  const page = await consoleSignIn(browser, MERCHANT)
  await expect(page.getByRole('button', { name: 'Reviews' })).toBeVisible()
  await expectAccessible(page, 'console board, en')
  await page.getByRole('button', { name: 'Reviews' }).click()
  const drawer = page.getByRole('dialog', { name: 'Reviews' })
  await expect(drawer.getByRole('heading', { name: 'Reviews' })).toBeVisible()
  // the reviews (or the empty note) in place of "Loading…": the drawer as it settles
  await expect(drawer.getByText('Loading…', { exact: true })).toHaveCount(0)
  await expect(drawer.locator('.reviews-list, .reviews-panel > p.muted')).toBeVisible()
  await expectTextReadable(drawer, 'the console reviews drawer')
  await expectAccessible(page, 'console reviews drawer, en')
  await page.screenshot({ path: screenshotPath('polish-console-reviews-en.png') })
  await page.context().close()
})
