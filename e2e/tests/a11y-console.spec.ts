/**
 * Every console page, for merchant staff and for platform staff, in English and in Arabic (right to
 * left), passes axe-core with no serious or critical violation (issue 16). The walk follows the nav, so a
 * new console page is audited without a change here. The journeys audit the forms, drawers and cards they
 * open on these pages; this walk covers the pages themselves, including those no journey visits.
 */
import { expect, type Page, test } from '@playwright/test'
import { ADMIN, accessibilityProblems, consoleSignIn, expectAccessible, MERCHANT, text } from './support'

test.use({ actionTimeout: 20_000 })

/** The console's language, kept where its language picker keeps it (apps/console/src/shared/i18n.ts). */
async function useLanguage(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('siam.console.lang', l), lang)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}

/** Opens every page of the nav in turn; returns each serious or critical problem with the page's name. */
async function walk(page: Page, lang: 'en' | 'ar', who: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: text(lang, 'console', 'nav_label') })
  const links = nav.getByRole('link')
  await expect(links.first()).toBeVisible()
  const count = await links.count()
  expect(count, `${who}: pages in the nav`).toBeGreaterThan(1)
  const loading = text(lang, 'console', 'loading')
  const failures: string[] = []
  for (let i = 0; i < count; i++) {
    const link = links.nth(i)
    const name = (await link.innerText()).trim()
    await link.click()
    await expect(link).toHaveClass(/active/)
    // the page's own content, then nothing still loading (the board stays mounted, hidden, behind pages)
    await expect(
      page.locator('.page-title, .board[aria-busy="false"]').filter({ visible: true }).first(),
    ).toBeVisible()
    await expect(page.getByText(loading, { exact: true }).filter({ visible: true })).toHaveCount(0)
    for (const problem of await accessibilityProblems(page))
      failures.push(`${who}, ${lang}, ${name} (${page.url()}): ${problem}`)
  }
  return failures
}

for (const [who, account] of [
  ['merchant staff', MERCHANT],
  ['platform staff', ADMIN],
] as const) {
  test(`every console page of ${who}, in English and in Arabic, passes axe-core`, async ({ browser }) => {
    test.setTimeout(180_000)
    const page = await consoleSignIn(browser, account)
    // signed in (the token kept) before the language change reloads the page
    await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible()
    const failures: string[] = []
    for (const lang of ['en', 'ar'] as const) {
      await useLanguage(page, lang)
      failures.push(...(await walk(page, lang, who)))
    }
    expect(failures).toEqual([])
    await page.context().close()
  })
}

test('the console sign-in page, in English and in Arabic, passes axe-core', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, isMobile: false })
  const page = await context.newPage()
  await page.goto('/console/')
  for (const lang of ['en', 'ar'] as const) {
    await useLanguage(page, lang)
    await expect(page.getByRole('button', { name: text(lang, 'console', 'sign_in') })).toBeVisible()
    await expectAccessible(page, `console sign-in, ${lang}`)
  }
  await context.close()
})
