/**
 * Addresses, location, maps and the China / global site switch (issue 5), in Chromium at 375x812:
 * - geolocation granted (a fake position at People's Square): the app finds the city, the member adds
 *   an address with the map picker, moves it about 800 m on the map and confirms the warning, then
 *   orders to it;
 * - geolocation denied: the member still completes an order by searching an address;
 * - every host the pages request, with the map open, on the China site and on the global site.
 * There is no internet here: the real tile hosts are answered by `page.route` with a 1x1 PNG, but
 * every hostname asked for is recorded first.
 */
import { expect, type Page, test } from '@playwright/test'
import { decideOnSandbox, expectAccessible, freshEmail, SHOP_NAME, shopCard, signUpByApi } from './support'

test.use({ actionTimeout: 20_000 })

const PEOPLES_SQUARE = { latitude: 31.2304, longitude: 121.4737 }
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
/** Hosts mainland China blocks (or that belong to services blocked there). */
const BLOCKED_IN_CHINA =
  /(^|\.)(google\.com|googleapis\.com|gstatic\.com|google-analytics\.com|googletagmanager\.com|openstreetmap\.org|mapbox\.com|facebook\.com|twitter\.com|cloudflare\.com|jsdelivr\.net|unpkg\.com)$/
const AMAP_TILES = /^webrd0[1-4]\.is\.autonavi\.com$/
const OSM_TILES = 'tile.openstreetmap.org'

/**
 * Records the hostname of every request the page makes (the app's own server included), and answers
 * tile requests with a 1x1 PNG: the real hosts cannot be reached from here. Anything else outside
 * the app's own server is aborted (and stays recorded).
 */
async function recordHosts(page: Page): Promise<Set<string>> {
  const hosts = new Set<string>()
  cspViolations.set(page, [])
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.get(page)?.push(message.text())
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname)
  })
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      const host = new URL(route.request().url()).hostname
      if (AMAP_TILES.test(host) || host === OSM_TILES)
        return route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 })
      return route.abort('blockedbyclient')
    },
  )
  return hosts
}

/** What the page's Content-Security-Policy refused, per page (tiles and scripts must be allowed). */
const cspViolations = new WeakMap<Page, string[]>()

/** The map drew at least one tile, and the page's policy refused none. */
async function expectTiles(page: Page): Promise<void> {
  const refused = cspViolations.get(page) ?? []
  await expect(page.locator('.leaflet-tile').first()).toBeAttached()
  await expect
    .poll(async () => (await page.locator('.leaflet-tile-loaded').count()) > 0 || refused.length > 0)
    .toBe(true)
  expect(refused, "the page's Content-Security-Policy refused the map tiles").toEqual([])
}

const external = (hosts: Set<string>) => [...hosts].filter((h) => h !== '127.0.0.1' && h !== 'localhost')

/** A new member, logged in on this page's device before the app starts. */
async function signedIn(page: Page, prefix: string): Promise<void> {
  const token = await signUpByApi(page.request, freshEmail(prefix), 'Address2025')
  await page.addInitScript((t) => localStorage.setItem('security.token', t), token)
}

/** Drags the map by (dx, dy) px and lets go without a fling (Leaflet adds inertia to fast drags). */
async function dragMap(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.locator('.map-canvas').boundingBox()
  if (!box) throw new Error('no map on screen')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2 - dy / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y + dy, { steps: 12 })
  await page.waitForTimeout(200) // the last 50 ms without movement: no inertia
  await page.mouse.up()
}

function isRegeo(url: string): boolean {
  return url.endsWith('/siam-server/rest/geo/regeo')
}

/** From home to the shop's delivery tab: one sweet corn cup into the cart, then to the confirm page. */
async function orderSweetCorn(page: Page): Promise<void> {
  await page.goto('/web/')
  await shopCard(page, SHOP_NAME).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 2, name: SHOP_NAME, exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'One more Buttered sweet corn cup' }).click()
  const cart = page.getByRole('region', { name: 'Cart' })
  await expect(cart.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  await cart.getByRole('button', { name: 'Check out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
}

/** On the confirm page with an address chosen: contact, pay with Alipay on the sandbox, order detail. */
async function placeAndPay(page: Page, street: string): Promise<void> {
  await expect(page.getByRole('radio', { name: /^Delivery/ })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('button', { name: 'Change address' })).toContainText(street)
  await page.getByLabel('Contact phone (WhatsApp)').fill('+44 7700 900123')
  // "Pay ¥17.50", the amount in bidi isolates
  const pay = page.getByRole('button', { name: /^Pay \u2066?¥\d+\.\d\d\u2069?$/ })
  await expect(pay).toBeEnabled()
  const amount = /¥\d+\.\d\d/.exec((await pay.innerText()).replace(/[\u2066-\u2069]/g, ''))?.[0] ?? ''
  expect(amount).toMatch(/^¥\d+\.\d\d$/)
  await pay.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pay', exact: true })).toBeVisible()
  const methods = page.getByRole('radiogroup', { name: 'Payment method' })
  await methods.getByRole('radio', { name: /Alipay/ }).click()
  await page.getByRole('button', { name: 'Pay with Alipay' }).click()
  await decideOnSandbox(page, 'Alipay', amount, 'Approve payment')
  await expect(page.getByRole('heading', { level: 1, name: 'Order detail', exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.locator('.status-big')).toHaveText('Pending', { timeout: 20_000 })
  await expect(page.getByText(street).first()).toBeVisible()
}

test.describe('geolocation granted', () => {
  test.use({ geolocation: PEOPLES_SQUARE, permissions: ['geolocation'] })

  test('finds the city, adds an address with the map picker, moves it 800 m with a warning, orders to it', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const hosts = await recordHosts(page)
    await signedIn(page, 'granted')
    const street = '88 Middle Xizang Road'

    await test.step('the app finds the position and its city', async () => {
      const regeo = page.waitForRequest((r) => isRegeo(r.url()))
      await page.goto('/web/')
      const body = (await regeo).postDataJSON() as { lng: number; lat: number; coordSystem: string }
      expect(body).toMatchObject({ lng: PEOPLES_SQUARE.longitude, lat: PEOPLES_SQUARE.latitude })
      expect(body.coordSystem).toBe('wgs84')
      await expect(page.getByRole('button', { name: 'Location: Shanghai. Tap to change' })).toBeVisible()
      await expect(page.getByText('Could not get your location, showing Shanghai.')).toHaveCount(0)
      // measured from the device's position (People's Square): the fried chicken shop is 842 m away
      await expect(shopCard(page, SHOP_NAME)).toContainText('842 m')
    })

    await test.step('add an address with the map picker (China site: AMap tiles in GCJ-02)', async () => {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Me', exact: true })
        .click()
      await expect(page.getByRole('button', { name: /Site/ })).toContainText('China site')
      await page.getByRole('link', { name: 'My addresses' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible()
      await expect(page.getByText('No addresses yet')).toBeVisible()
      await expectAccessible(page, 'addresses, none yet')
      await page.getByRole('link', { name: 'Add a delivery address' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Insert address', exact: true })).toBeVisible()
      await expect(page.getByText('Location: your current position')).toBeVisible()
      await expectAccessible(page, 'insert address, at the current position')

      await page.getByRole('button', { name: 'Pick on the map' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Pick on the map' })).toBeVisible()
      await expect(page.getByRole('application', { name: 'Map: drag it to move the pin' })).toBeVisible()
      await expectTiles(page)
      await expect(page.locator('.ad-picker-name')).toHaveText("People's Square")
      await expect(page.getByText('上海市黄浦区人民广场')).toBeVisible()
      await expectAccessible(page, 'pick on the map')
      await page.getByRole('button', { name: 'Use this location' }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Insert address', exact: true })).toBeVisible()
      await expect(page.getByText("Location: People's Square")).toBeVisible()
      await expect(page.getByText('上海市黄浦区人民广场')).toBeVisible()
      await expect(page.getByLabel('City')).toHaveValue('Shanghai')
      await page.getByLabel('Contact person').fill('Alex Picker')
      await page.getByLabel('Mobile phone').fill('13900002222')
      await page.getByLabel('Street address').fill(street)
      await page.getByLabel('Door number').fill('Room 1201')
      await page.getByRole('button', { name: 'Save address' }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible()
      const row = page.locator('.ad-item').filter({ hasText: street })
      await expect(row).toContainText('Default')
      // the courier's line: the point, then the typed street and door in Chinese (issue 15)
      await expect(row).toContainText('上海市黄浦区人民广场 西藏中路88号 1201室')
      await expectAccessible(page, 'addresses, one saved')
      await row.getByRole('button', { name: 'Show the courier' }).click()
      const card = page.getByRole('dialog', { name: 'Show this to the courier' })
      await expect(card.locator('.ad-courier-zh')).toHaveText('上海市黄浦区人民广场 西藏中路88号 1201室')
      await expect(card).toContainText(`Shanghai ${street} Room 1201`)
      await expectAccessible(page, 'show the courier dialog')
      await expect(card.getByRole('link', { name: 'Call 13900002222' })).toHaveAttribute(
        'href',
        'tel:13900002222',
      )
      await card.getByRole('button', { name: 'Close' }).click()
    })

    await test.step('move it about 800 m on the map: the app asks first, and the member confirms', async () => {
      await page.getByRole('link', { name: `Edit address Shanghai ${street} Room 1201` }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible()
      await page.getByRole('button', { name: 'Pick on the map' }).click()
      await expect(page.locator('.ad-picker-name')).toHaveText("People's Square")
      // Two drags of 200 px downwards move the centre ~0.8 km north (2.04 m per px at zoom 16).
      await dragMap(page, 0, 200)
      const last = page.waitForResponse((r) => isRegeo(r.url()))
      await dragMap(page, 0, 200)
      const answer = (await (await last).json()) as { success: boolean }
      expect(answer.success).toBe(true)
      const regeo = (await last).request().postDataJSON() as { coordSystem: string }
      expect(regeo.coordSystem).toBe('gcj02') // the China site's tiles
      const use = page.getByRole('button', { name: 'Use this location' })
      await expect(use).toBeEnabled()
      await use.click()

      await expect(page.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible()
      await expect(page.getByLabel('Street address')).toHaveValue(street)
      await page.getByRole('button', { name: 'Save address' }).click()
      const dialog = page.getByRole('dialog', { name: 'Move this address?' })
      await expect(dialog).toContainText(/The new position is \d+ m from the saved one\. Save it anyway\?/)
      const meters = Number(/(\d+) m/.exec((await dialog.textContent()) ?? '')?.[1])
      expect(meters).toBeGreaterThan(700)
      expect(meters).toBeLessThan(950)
      await expectAccessible(page, 'move this address dialog')
      await dialog.getByRole('button', { name: 'Yes, move it' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible()
      await expect(page.locator('.ad-item').filter({ hasText: street })).toHaveCount(1)
    })

    await test.step('order to the moved address', async () => {
      await orderSweetCorn(page)
      await placeAndPay(page, street)
    })

    // this whole journey ran on the China site: nothing from a host blocked there
    for (const host of external(hosts)) {
      expect(host, `requested ${host}`).toMatch(AMAP_TILES)
      expect(host).not.toMatch(BLOCKED_IN_CHINA)
    }
  })
})

test('geolocation denied: the member still completes an order by searching an address', async ({ page }) => {
  test.setTimeout(180_000)
  await recordHosts(page)
  await signedIn(page, 'denied')

  await test.step('the home page falls back to Shanghai', async () => {
    await page.goto('/web/')
    await expect(page.getByText('Could not get your location, showing Shanghai.')).toBeVisible()
  })

  await test.step('at checkout, add an address found by search', async () => {
    await orderSweetCorn(page)
    await page.getByRole('link', { name: /Add a delivery address/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Insert address', exact: true })).toBeVisible()
    await expect(page.getByText('Location: Shanghai (your position could not be found')).toBeVisible()
    await expect(page.getByText('Location failed: permission denied')).toBeVisible()
    await page.getByLabel('Contact person').fill('Sam Search')
    await page.getByRole('button', { name: 'Search address' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Search address' })).toBeVisible()
    await expect(page.getByText('Searching in Shanghai')).toBeVisible()
    await expectAccessible(page, 'search address')
    await page.getByRole('searchbox').fill('Shanghai Museum')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const result = page
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: /^Shanghai Museum/ })
    await expect(result).toContainText('上海博物馆')
    await expectAccessible(page, 'search address, places found')
    await result.click()

    await expect(page.getByRole('heading', { level: 1, name: 'Insert address', exact: true })).toBeVisible()
    await expect(page.getByText('Location: Shanghai Museum')).toBeVisible()
    await expectAccessible(page, 'insert address, from a place found')
    // the form kept what was typed before the search, and took the place for the empty fields
    await expect(page.getByLabel('Contact person')).toHaveValue('Sam Search')
    await expect(page.getByLabel('Street address')).toHaveValue('Shanghai Museum')
    await expect(page.getByLabel('City')).toHaveValue('Shanghai')
    await page.getByLabel('Mobile phone').fill('13900003333')
    await page.getByLabel('Door number').fill('Gate 2')
    await page.getByRole('button', { name: 'Save address' }).click()
  })

  await test.step('back on the confirm page with that address, place and pay', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order', exact: true })).toBeVisible()
    await placeAndPay(page, 'Shanghai Museum')
  })
})

test('which hosts each site requests with the map open', async ({ page }) => {
  test.setTimeout(120_000)
  const hosts = await recordHosts(page)

  await test.step('China site (the default with a mainland time zone): AMap tiles only', async () => {
    await page.goto('/web/')
    await expect(page.locator('.shop-card').first()).toBeVisible()
    await page.goto('/web/#/pages/address/choose/address_picker')
    await expectTiles(page)
    await dragMap(page, 120, 0) // more tiles
    await shopInfoMap(page)
    const outside = external(hosts)
    expect(outside.length).toBeGreaterThan(0)
    for (const host of outside) {
      expect(host, `the China site requested ${host}`).toMatch(AMAP_TILES)
      expect(host).not.toMatch(BLOCKED_IN_CHINA)
    }
    expect(outside).not.toContain('res.wx.qq.com') // the WeChat SDK loads only inside WeChat
  })

  await test.step('global site (switched in "Me"): OpenStreetMap tiles', async () => {
    hosts.clear()
    await page.goto('/web/#/pages/mine/index/index')
    await page.getByRole('button', { name: /Site/ }).click()
    await page
      .getByRole('dialog', { name: 'Choose a site' })
      .getByRole('radio', { name: /I use a VPN/ })
      .click()
    await expect(page.getByRole('button', { name: /Site/ })).toContainText('Global site')
    expect(await page.evaluate(() => localStorage.getItem('siam.site'))).toBe('global')
    await page.goto('/web/#/pages/address/choose/address_picker')
    await expectTiles(page)
    await shopInfoMap(page)
    expect(external(hosts)).toContain(OSM_TILES)
    expect(external(hosts).filter((h) => AMAP_TILES.test(h))).toEqual([])
  })
})

/** The shop's info tab shows it on the map (the second map screen). */
async function shopInfoMap(page: Page): Promise<void> {
  await page.goto('/web/')
  await shopCard(page, SHOP_NAME).getByRole('link').click()
  await page.getByRole('tab', { name: 'Info' }).click()
  await expect(page.getByRole('application', { name: `Map: where ${SHOP_NAME} is` })).toBeVisible()
  await expect(page.locator('.leaflet-marker-icon.map-pin-shop')).toBeAttached()
  await expectTiles(page)
}
