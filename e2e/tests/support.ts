/**
 * Shared steps of the journeys: reading the e-mail code from the offline mailer's outbox, the i18n
 * catalogues (for names in other languages), the shop everything orders from, and the sandbox gateway.
 *
 * Accessibility, for every spec (issue 16): call `await expectAccessible(page, 'what is on screen')` after
 * each navigation and after a sheet or dialog opens, in English and in Arabic. It runs axe-core (WCAG 2.1
 * A and AA rules) on the page as it is and fails on any serious or critical violation, naming the rule and
 * the elements. Fix what it finds in the app (labels, roles, names, contrast); do not disable rules.
 * `expectTextReadable(locator)` checks that the text inside a sheet or dialog can be seen at all (its
 * colour differs from its background, by computed colours and by the pixels drawn).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test'

/** The 24-hour demo shop (seed key golden-crisp-chicken): open whenever the tests run, minimum ¥0. */
export const SHOP_NAME = 'Golden Crisp Fried Chicken'
/** The demo shop whose owner closed it for the day (operating = false). */
export const RESTING_SHOP_NAME = 'Le Petit Paris Bistro'

export const DEMO_MEMBER = { email: 'member@siam.demo', password: 'Siam12345', paymentPassword: '123456' }
export const MERCHANT = { email: 'merchant@siam.demo', password: 'Siam12345' }
export const ADMIN = { email: 'admin@siam.demo', password: 'Siam12345' }

/** The customer app's texts in a locale, namespace by namespace (`text('ar', 'home', 'shops_nearby')`). */
export function text(
  locale: string,
  namespace: string,
  key: string,
  vars: Record<string, string> = {},
): string {
  const url = new URL(`../../packages/i18n/locales/${locale}/${namespace}.json`, import.meta.url)
  const catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>
  const value = catalogue[key]
  if (value === undefined) throw new Error(`no ${locale}/${namespace}:${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '')
}

/** A new e-mail address no other run has used. */
export function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`
}

/**
 * The newest 6-digit code sent to `email`, read from the outbox page (GET /siam-server/dev/outbox) as a
 * developer would. Waits for the mail to arrive.
 */
async function emailCode(request: APIRequestContext, email: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const res = await request.get('/siam-server/dev/outbox')
        expect(res.ok()).toBe(true)
        const html = await res.text()
        // Newest first: the first article addressed to this e-mail is the latest mail.
        for (const article of html.split('<article>').slice(1)) {
          if (!article.includes(`to <b>${email}</b>`)) continue
          code = /\b(\d{6})\b/.exec(article.split('<pre>')[1] ?? '')?.[1] ?? ''
          break
        }
        return code
      },
      { message: `an e-mail code for ${email} in the outbox`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/** "Log in now?" -> Log in -> Sign up -> e-mail code -> create the account; returns to where it started. */
export async function signUpFromLoginPrompt(page: Page, email: string, password: string): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Log in now?' })
  await expect(prompt).toBeVisible()
  await expectAccessible(page, 'log in prompt')
  await prompt.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Sign up' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up', exact: true })).toBeVisible()

  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  await expectAccessible(page, 'sign up, code sent')
  const code = await emailCode(page.request, email)
  await page.getByLabel('Verification code').fill(code)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Repeat password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await signedIn(page)
}

/**
 * Waits until the page holds a member's token and returns it. The "Logged in" toast shows for 1.5 s
 * while the next screen loads: on a busy machine a check for it could run after it had gone (a
 * flaky retry in CI, session 31); the token is what signing in leaves behind.
 */
export async function signedIn(page: Page): Promise<string> {
  let token = ''
  await expect
    .poll(async () => {
      // the page may be navigating after sign-in (its context replaced): ask again on the next poll
      token = (await page.evaluate(() => localStorage.getItem('security.token')).catch(() => null)) ?? ''
      return token
    })
    .not.toBe('')
  return token
}

/** The card of a shop in a list (home feed, search results). */
export function shopCard(page: Page, name: string): Locator {
  return page.locator('.shop-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

/**
 * Taps a control inside the menu list once it has stopped moving. Bringing it into view scrolls the
 * list, and a list scrolled past its first pixels folds the shop's header a frame or two later
 * (ShopDetailPage's useCollapseOnScroll): the page moves up by the header's height, and a tap aimed
 * before the fold landed beside the button (CI, German: the cart stayed empty).
 */
export async function tapWhenStill(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  await expect
    .poll(
      () =>
        control.evaluate(
          (element) =>
            new Promise<boolean>((resolve) => {
              const top = element.getBoundingClientRect().top
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(element.getBoundingClientRect().top === top)),
              )
            }),
        ),
      { message: 'the control stopped moving' },
    )
    .toBe(true)
  await control.click()
}

/**
 * Opens the option sheet of a dish, picks one option per named group, adds it; checks the live price.
 * `audit` names the sheet for an axe-core check once it is open (one journey audits it, not every one).
 */
export async function addDishWithOptions(
  page: Page,
  dish: string,
  choices: Record<string, string>,
  expectedPrice: string,
  audit?: string,
): Promise<void> {
  await tapWhenStill(page.getByRole('button', { name: `Choose options for ${dish}` }))
  const sheet = page.getByRole('dialog', { name: dish })
  await expect(sheet).toBeVisible()
  if (audit) await expectAccessible(page, audit)
  for (const [group, option] of Object.entries(choices)) {
    const radio = sheet.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option })
    await radio.click()
    await expect(radio).toHaveAttribute('aria-checked', 'true')
  }
  await expect(sheet.locator('.option-foot-price')).toContainText(expectedPrice)
  await sheet.getByRole('button', { name: 'Add to cart' }).click()
  await expect(sheet).toBeHidden()
}

/**
 * On the sandbox gateway's hosted page: checks brand and amount, then approves or declines. The gateway
 * sends the payer back to the app's payment check page, which moves on by itself as soon as the server
 * knows the result (to the order, the packs, ...): so this waits only for the app, at whatever screen,
 * and each journey then asserts where it should be. (Waiting for the check page's own address hung for
 * the whole test when the check page had already moved on.)
 */
export async function decideOnSandbox(
  page: Page,
  brand: 'Alipay' | 'Card' | 'WeChat Pay',
  amount: string,
  decision: 'Approve payment' | 'Decline',
): Promise<void> {
  await page.waitForURL(/\/siam-server\/sandbox\/checkout\//)
  await expect(page.getByRole('heading', { name: brand })).toBeVisible()
  await expect(page.getByText('Sandbox — no real money moves')).toBeVisible()
  await expect(page.locator('.amount')).toHaveText(amount)
  await page.getByRole('button', { name: decision }).click()
  await page.waitForURL(/\/web\/#\//)
}

/** One API call as the app makes it; fails the test, with the server's message, unless it succeeds. */
export async function api<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const res = await request.post(`/siam-server/rest/${path}`, {
    data,
    headers: token ? { authorization: token } : {},
  })
  const body = (await res.json()) as { success: boolean; data: T; message?: string }
  expect(body.success, `${path}: ${body.message ?? ''}`).toBe(true)
  return body.data
}

/** The value shown next to a label in the order detail's lists (`Order number` -> `2025...`). */
export function infoRow(page: Page, label: string): Locator {
  return page
    .locator('.info-row')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
}

/** The amount next to a label in an amounts list (the delivery fee's label may carry the distance, '842 m' or '2.4 km'). */
export function amountRow(page: Page, label: string): Locator {
  return page
    .locator('.amounts-row')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}( [\\d.,]+ k?m)?$`) }) })
    .getByRole('definition')
}

/**
 * An accessible name with amounts in it. The app wraps amounts inside sentences in bidi isolates
 * (U+2066 … U+2069) so "¥12.00" (Arabic: "12.00 ¥") stays left-to-right; the name matches with or without them.
 */
export function withAmounts(label: string, { exact = true } = {}): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const source = escaped.replace(
    /¥\d+\\\.\d\d|\d+\\\.\d\d\u00a0¥/g,
    (m) => `\\u2066?${m.replace('\u00a0', '[\\u00a0 ]')}\\u2069?`,
  )
  return new RegExp(exact ? `^${source}$` : source)
}

/** A new member through the API (the sign-up screens are covered by the main journey); returns the token. */
export async function signUpByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const call = async (path: string, data: unknown) => {
    const res = await request.post(`/siam-server/rest/${path}`, { data })
    const body = (await res.json()) as { success: boolean; data: unknown; message?: string }
    expect(body.success, `${path}: ${body.message ?? ''}`).toBe(true)
    return body.data
  }
  await call('member/sendEmailCode', { email, type: 'register' })
  const code = await emailCode(request, email)
  const { token } = (await call('member/register', { email, code, password })) as { token: string }
  return token
}

/** No toast over the page and every image loaded: a screenshot shows the settled screen. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.toast')).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), {
      message: 'images loaded',
    })
    .toBe(true)
}

/**
 * A sheet closed by its button takes its history entry off with a Back a moment later
 * (sheetHistory.ts); a test that navigates at once could be overtaken by that Back and land on the
 * page it left. Waits until the entry is gone.
 */
export async function sheetEntryGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window.history.state as Record<string, unknown> | null)?.siamSheet)
}

/** Where screenshots are kept as test artifacts (e2e/artifacts/screenshots/), whatever the working directory. */
export function screenshotPath(name: string): string {
  return fileURLToPath(new URL(`../artifacts/screenshots/${name}`, import.meta.url))
}

/** A page of the app, logged in as the member (the token where the app keeps it). */
export async function memberPage(browser: Browser, token: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {})
  await context.addInitScript((t) => localStorage.setItem('security.token', t), token)
  return context.newPage()
}

/** A console session at desktop size, signed in as `account` (the caller checks who it is). */
export async function consoleSignIn(
  browser: Browser,
  account: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  })
  const page = await context.newPage()
  await page.goto('/console/')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  return page
}

/**
 * Confirm order applies the member's best coupon by default (issue 11; new members hold the new-member
 * gift). Journeys about other things pay the full price: this picks "Don't use a coupon".
 */
export async function withoutCoupon(page: Page): Promise<void> {
  const row = page.getByTestId('coupon-row')
  await expect(row).toBeVisible()
  if (await row.isDisabled()) return
  await row.click()
  await page.getByRole('radio', { name: "Don't use a coupon" }).click()
  await expect(row).toContainText("Don't use a coupon")
}

/** The WCAG 2.1 A and AA rules of axe-core: what the app promises (issue 16). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Screens already audited by this worker: fingerprint of the markup -> its problems (see `screenKey`). */
const audited = new Map<string, string[]>()

/**
 * What makes a screen state distinct for axe-core: its route, language and markup, with runs of digits
 * read as one (an order number, a time or a count changes no rule's verdict). The same state reached
 * again (a journey's second order, a walk's third visit) is not scanned again: its verdict is reused.
 */
async function screenKey(page: Page): Promise<string> {
  const markup = await page.evaluate(() => document.documentElement.outerHTML)
  const route = page.url().replace(/[?#].*$/, '') + (new URL(page.url()).hash.split('?')[0] ?? '')
  return createHash('sha256').update(route).update(markup.replace(/\d+/g, '0')).digest('hex')
}

/**
 * The serious and critical axe-core violations (WCAG 2.1 A/AA rules) of the screen as it is now, one line
 * each: rule, impact, help and the first elements. For a walk that collects them across many screens.
 *
 * axe runs in the page itself (legacy mode): the default opens a blank page per scan to merge the
 * results of cross-origin frames, which the app has none of (its one frame, the web view, is same
 * origin and axe reaches it by its own frame messaging), and that blank page tripled each scan's time.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const key = await screenKey(page)
  const known = audited.get(key)
  if (known) return known
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze()
  const problems = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`,
        )
      return `${v.id} [${v.impact}]: ${v.help} -> ${where.join('; ')}`
    })
  audited.set(key, problems)
  return problems
}

/**
 * axe-core on the screen as it is now: no serious or critical violation. `screen` names it in the failure
 * ("home, language sheet, ar"). Wait for the screen's content first (a heading, a list), not for a time.
 * A soft assertion: the journey goes on and reports every screen that fails, then fails itself.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await expect(page.locator('.toast')).toHaveCount(0)
  expect.soft(await accessibilityProblems(page), `axe-core on ${screen} (${page.url()})`).toEqual([])
}

/**
 * Every piece of text inside `container` can be seen: (1) its computed colour against the first opaque
 * background behind it has a contrast of at least 3:1, and (2) a screenshot of its box holds pixels of
 * another colour than the box's most common one (text drawn in the background's colour leaves none).
 */
export async function expectTextReadable(container: Locator, what: string): Promise<void> {
  const page = container.page()
  const texts = container.locator('xpath=.//*[normalize-space(text()) != ""]')
  const count = await texts.count()
  expect(count, `text inside ${what}`).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const element = texts.nth(i)
    const box = await element.boundingBox()
    // hidden, or visually hidden for screen readers only (a 1 px clip): nothing to see
    if (!box || box.width < 4 || box.height < 4) continue
    const found = await element.evaluate((el) => {
      const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const lin = (v: number) => {
          const x = v / 255
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
        }
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
      }
      let node: Element | null = el
      let background = [255, 255, 255]
      while (node) {
        const c = rgba(getComputedStyle(node).backgroundColor)
        if (c.length >= 3 && (c[3] ?? 1) > 0.5) {
          background = c
          break
        }
        node = node.parentElement
      }
      const fg = rgba(getComputedStyle(el).color)
      const [a, b] = [luminance(fg), luminance(background)].sort((x, y) => y - x) as [number, number]
      return { text: (el.textContent ?? '').trim().slice(0, 30), contrast: (a + 0.05) / (b + 0.05) }
    })
    expect(found.contrast, `"${found.text}" in ${what}: colour vs background`).toBeGreaterThanOrEqual(3)
    const shot = await element.screenshot({ animations: 'disabled' })
    const inked = await page.evaluate(async (png) => {
      const img = new Image()
      img.src = `data:image/png;base64,${png}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      const ctx = canvas.getContext('2d')
      if (!ctx) return 0
      ctx.drawImage(img, 0, 0)
      const data = ctx.getImageData(0, 0, img.width, img.height).data
      const counts = new Map<number, number>()
      for (let p = 0; p < data.length; p += 4) {
        const key = ((data[p] ?? 0) << 16) | ((data[p + 1] ?? 0) << 8) | (data[p + 2] ?? 0)
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      const common = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 0
      const [r, g, b] = [(common >> 16) & 255, (common >> 8) & 255, common & 255]
      let ink = 0
      for (let p = 0; p < data.length; p += 4) {
        const d =
          Math.abs((data[p] ?? 0) - r) + Math.abs((data[p + 1] ?? 0) - g) + Math.abs((data[p + 2] ?? 0) - b)
        if (d > 96) ink++
      }
      return ink
    }, shot.toString('base64'))
    expect(
      inked,
      `"${found.text}" in ${what}: pixels drawn in another colour than the background`,
    ).toBeGreaterThan(0)
  }
}
