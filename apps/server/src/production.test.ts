import { spawn } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Config, loadConfig } from './config'
import { demoAccountsPresent } from './db/seed/seed'
import { createTestApp, type TestApp } from './test/harness'

/**
 * Issue 10.1: with NODE_ENV=production the server refuses every offline stand-in (sandbox
 * payments, outbox mailer, demo seed), and what it serves has no dev pages, no sandbox, no
 * public API description and no health details.
 */
const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
const merchant = rsa()
const platform = rsa()

/** Everything production needs: real providers for every method, SMTP, a public address. */
const READY: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  RUN_JOBS: 'false',
  PUBLIC_BASE_URL: 'https://siam.example',
  MAILER: 'smtp',
  SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
  PAY_WECHAT: 'wechat',
  WECHAT_APP_ID: 'wx0000000000000001',
  WECHAT_MCH_ID: '1900000001',
  WECHAT_MCH_SERIAL_NO: 'SERIAL01',
  WECHAT_MCH_PRIVATE_KEY: merchant.privateKey,
  WECHAT_API_V3_KEY: randomBytes(16).toString('hex'),
  WECHAT_PLATFORM_PUBLIC_KEY: platform.publicKey,
  WECHAT_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_01',
  PAY_ALIPAY: 'alipay',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: merchant.privateKey,
  ALIPAY_PUBLIC_KEY: platform.publicKey,
  PAY_CARD: 'stripe',
  WECHAT_OAUTH: 'wechat',
  WECHAT_APP_SECRET: 'wechat-app-secret',
  STRIPE_SECRET_KEY: 'sk_live_siam',
  STRIPE_WEBHOOK_SECRET: 'whsec_siam',
  UPLOAD_DIR: join(tmpdir(), `siam-prod-test-${process.pid}`),
}

const without = (key: string) => Object.fromEntries(Object.entries(READY).filter(([k]) => k !== key))
const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('production refuses offline defaults (config)', () => {
  it('starts with real providers for every method, SMTP and no demo seed', () => {
    const config = loadConfig(READY)
    expect(config.SEED_DEMO).toBe(false)
    expect(config.NODE_ENV).toBe('production')
  })

  it.each([
    ['PAY_WECHAT', { ...READY, PAY_WECHAT: 'sandbox' }],
    ['PAY_ALIPAY', { ...READY, PAY_ALIPAY: 'sandbox' }],
    ['PAY_CARD', { ...READY, PAY_CARD: 'sandbox' }],
    ['PAY_CARD', without('PAY_CARD')],
    ['MAILER', without('MAILER')],
    ['MAILER', { ...READY, MAILER: 'outbox' }],
    ['SEED_DEMO', { ...READY, SEED_DEMO: 'true' }],
    ['PUBLIC_BASE_URL', without('PUBLIC_BASE_URL')],
    ['WECHAT_OAUTH', without('WECHAT_OAUTH')],
    ['WECHAT_OAUTH', { ...READY, WECHAT_OAUTH: 'sandbox' }],
    ['DEV_CLOCK', { ...READY, DEV_CLOCK: 'true' }],
  ])('refuses to start without %s', (name, env) => {
    const message = refusal(env)
    expect(message).toContain('NODE_ENV=production')
    expect(message).toContain(`${name}:`)
  })

  it('lists every missing piece at once', () => {
    const message = refusal({ NODE_ENV: 'production', SEED_DEMO: 'true' })
    for (const name of [
      'PAY_WECHAT',
      'PAY_ALIPAY',
      'PAY_CARD',
      'MAILER',
      'SEED_DEMO',
      'PUBLIC_BASE_URL',
      'WECHAT_OAUTH',
    ])
      expect(message).toContain(`${name}:`)
  })

  it('no combination of variables gives production a sandbox, the outbox or the demo seed', () => {
    const payChoices = { PAY_WECHAT: 'wechat', PAY_ALIPAY: 'alipay', PAY_CARD: 'stripe' } as const
    const combos: Record<string, string>[] = []
    for (const wechat of ['sandbox', 'wechat'])
      for (const alipay of ['sandbox', 'alipay'])
        for (const card of ['sandbox', 'stripe'])
          for (const mailer of [undefined, 'outbox', 'smtp'])
            for (const seed of [undefined, 'true', 'false']) {
              const env: Record<string, string> = {
                ...READY,
                PAY_WECHAT: wechat,
                PAY_ALIPAY: alipay,
                PAY_CARD: card,
              }
              if (mailer) env.MAILER = mailer
              else delete env.MAILER
              if (seed) env.SEED_DEMO = seed
              combos.push(env)
            }
    let started = 0
    for (const env of combos) {
      let config: Config
      try {
        config = loadConfig(env)
      } catch {
        continue
      }
      started++
      expect(config.MAILER).toBe('smtp')
      expect(config.SEED_DEMO).toBe(false)
      for (const [key, real] of Object.entries(payChoices)) expect(config[key as keyof Config]).toBe(real)
    }
    expect(started).toBe(2) // SEED_DEMO unset or false, everything else real
  })

  it('demo mode keeps the offline stand-ins (e2e, bench, the demo city)', () => {
    const config = loadConfig({ NODE_ENV: 'demo' })
    expect(config.SEED_DEMO).toBe(true)
    expect(config.MAILER).toBe('outbox')
    expect(config.PAY_CARD).toBe('sandbox')
  })

  it('the real entry point exits with the list of what is missing', async () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        PAY_ALIPAY: 'alipay',
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: merchant.privateKey,
        ALIPAY_PUBLIC_KEY: platform.publicKey,
        PUBLIC_BASE_URL: 'https://siam.example',
        PGLITE_DIR: join(tmpdir(), `siam-prod-never-${process.pid}`),
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    // A server that starts anyway (the defect) is stopped rather than left running.
    const watchdog = setTimeout(() => child.kill('SIGKILL'), 40_000)
    const [code] = await once(child, 'exit')
    clearTimeout(watchdog)
    expect(code).toBe(1)
    // Card and WeChat would have fallen back to the sandbox; the mailer to the outbox.
    expect(output).toContain('PAY_CARD:')
    expect(output).toContain('PAY_WECHAT:')
    expect(output).toContain('MAILER:')
    expect(output).not.toContain('PAY_ALIPAY:')
  }, 60_000)
})

describe('what a production server serves', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: loadConfig(READY) })
  }, 60_000)
  afterAll(async () => t?.close())

  const get = async (url: string) => t.app.inject({ method: 'GET', url })

  it('has no sandbox: no gateway, no hosted approve page, no sandbox notifications', async () => {
    expect(t.app.moduleDeps.gateways.sandbox).toBeNull()
    expect(t.app.moduleDeps.gateways.forPayType('card').name).toBe('card')
    expect(t.app.moduleDeps.gateways.forPayType('wechat').name).toBe('wechat')
    expect(t.app.moduleDeps.gateways.forPayType('alipay').name).toBe('alipay')
    expect((await get('/siam-server/sandbox/checkout/anything')).statusCode).toBe(404)
    const notify = await t.app.inject({
      method: 'POST',
      url: '/siam-server/rest/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(notify.statusCode).toBe(404)
  })

  it('never says sandboxPayments', async () => {
    const settings = await t.ok<{ sandboxPayments: boolean }>('setting/selectCurrent')
    expect(settings.sandboxPayments).toBe(false)
  })

  it('has no outbox page, no public OpenAPI document, no health details', async () => {
    expect((await get('/siam-server/dev/outbox')).statusCode).toBe(404)
    expect((await get('/siam-server/openapi.json')).statusCode).toBe(404)
    const health = await get('/siam-server/health')
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ ok: true })
  })

  it('finds demo accounts, which production refuses to start with', async () => {
    expect(await demoAccountsPresent(t.db)).toEqual([])
    await t.app.services.auth.createMemberWithPassword({ email: 'member@siam.demo', password: 'Siam12345' })
    expect(await demoAccountsPresent(t.db)).toEqual(['member@siam.demo'])
  })
})
