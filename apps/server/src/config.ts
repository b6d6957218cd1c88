import { z } from 'zod'

/** Every setting the server reads from the environment, parsed once; nothing else reads process.env. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public address of this server, for provider callbacks and return links. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** Seed the demo city at start (idempotent). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAILER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Siam <no-reply@siam.local>'),
  /** HMAC secret shared with the sandbox gateway for signed notifications. */
  SANDBOX_SECRET: z.string().min(16).default('siam-sandbox-secret-change-me'),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  /** How often the durable job runner looks for due jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How long shop browsing may serve a cached catalogue (0 = always read the database). */
  SHOP_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),

  /** Payments and refunds left open this long are resolved by the reconciliation job. */
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).default(120),
  /** How often the reconciliation job runs. */
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).default(60),

  // ---- payment providers: which adapter serves each method (sandbox = offline default) ----
  PAY_WECHAT: z.enum(['sandbox', 'wechat']).default('sandbox'),
  PAY_ALIPAY: z.enum(['sandbox', 'alipay']).default('sandbox'),
  PAY_CARD: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** WeChat Pay API v3 (merchant) and the official account (JS-SDK, openid). */
  WECHAT_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
  WECHAT_MP_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_MCH_ID: z.string().optional(),
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  WECHAT_MCH_SERIAL_NO: z.string().optional(),
  /** PEM text of the merchant private key, or a path to the PEM file. */
  WECHAT_MCH_PRIVATE_KEY: z.string().optional(),
  /** APIv3 key (32 bytes) that decrypts notification resources. */
  WECHAT_API_V3_KEY: z.string().optional(),
  /** WeChat Pay public key (PEM text or path) and its id, used to verify answers and notifications. */
  WECHAT_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHAT_PLATFORM_PUBLIC_KEY_ID: z.string().optional(),
  /** Alipay open platform (wap pay). */
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_APP_ID: z.string().optional(),
  /** Our application private key (PEM text or path), RSA2. */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** Alipay's public key (PEM text or path) that verifies answers and notifications. */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  /** Card gateway (Stripe Checkout, decision 0008). */
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
})

export type Config = z.infer<typeof ConfigSchema>

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  if (parsed.data.MAILER === 'smtp' && !parsed.data.SMTP_URL) {
    throw new Error('Invalid configuration:\n  SMTP_URL: required when MAILER=smtp')
  }
  const missing = missingProviderSettings(parsed.data)
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((m) => `  ${m}: required by the selected payment provider`).join('\n')}`,
    )
  }
  return parsed.data
}

const PROVIDER_SETTINGS = {
  wechat: [
    'WECHAT_APP_ID',
    'WECHAT_MCH_ID',
    'WECHAT_MCH_SERIAL_NO',
    'WECHAT_MCH_PRIVATE_KEY',
    'WECHAT_API_V3_KEY',
    'WECHAT_PLATFORM_PUBLIC_KEY',
    'WECHAT_PLATFORM_PUBLIC_KEY_ID',
  ],
  alipay: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const

/** A real provider selected without its keys is a start-up error, not a failure at the first payment. */
function missingProviderSettings(config: Config): string[] {
  const needed = [
    ...(config.PAY_WECHAT === 'wechat' ? PROVIDER_SETTINGS.wechat : []),
    ...(config.PAY_ALIPAY === 'alipay' ? PROVIDER_SETTINGS.alipay : []),
    ...(config.PAY_CARD === 'stripe' ? PROVIDER_SETTINGS.stripe : []),
    ...(config.PAY_WECHAT === 'wechat' && !config.PUBLIC_BASE_URL ? ['PUBLIC_BASE_URL' as const] : []),
    ...(config.PAY_ALIPAY === 'alipay' && !config.PUBLIC_BASE_URL ? ['PUBLIC_BASE_URL' as const] : []),
    ...(config.PAY_CARD === 'stripe' && !config.PUBLIC_BASE_URL ? ['PUBLIC_BASE_URL' as const] : []),
  ]
  return [...new Set(needed)].filter((key) => !config[key])
}

/** Configuration for tests: quiet, no demo seed, no background job loop unless asked. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    SHOP_CACHE_MS: '0',
    ...overrides,
  })
}
