import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'

/** Public (committed) value: fine offline, never where money is real. */
const DEFAULT_SANDBOX_SECRET = 'siam-sandbox-secret-change-me'

/** Every setting the server reads from the environment, parsed once; nothing else reads process.env. */
const ConfigSchema = z.object({
  /**
   * production = real money: every offline stand-in (sandbox gateway, outbox mailer, demo seed, dev
   * pages) is refused at start. demo = the built server on the offline stand-ins with production's
   * speed (no answer checks): `npm run serve` in e2e and the bench (decision 0013).
   */
  NODE_ENV: z.enum(['development', 'production', 'test', 'demo']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public address of this server, for provider callbacks and return links. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z.string().optional(),
  /**
   * PostgreSQL connections this process keeps (decision 0032): enough that 100 concurrent payments do
   * not queue for a connection; several processes must stay under the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** Pipelined connections for statements outside a transaction (decision 0073); 0: the pool's. */
  DATABASE_PIPELINE_LANES: z.coerce.number().int().min(0).max(16).default(2),
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** Seed the demo city at start (idempotent); default true outside production, refused in production. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Addresses (comma-separated IPs or CIDRs) of the reverse proxies whose X-Forwarded-For is
   * believed. Unset: the client's own address is used and X-Forwarded-For is ignored.
   */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAILER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Siam <no-reply@siam.local>'),
  /** HMAC secret shared with the sandbox gateway for signed notifications. */
  SANDBOX_SECRET: z.string().min(16).default(DEFAULT_SANDBOX_SECRET),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  /** How often the durable job runner looks for due jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Test clock for end-to-end runs (decision 0022): the server's time can be moved forward through
   * POST /siam-server/dev/clock/advance. Never on in production (the start check sees it).
   */
  DEV_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How long shop browsing may serve a cached catalogue (0 = always read the database). */
  SHOP_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * How long this process may answer a member's token from memory instead of the sessions table
   * (0 = every request reads it). A sign-out or password reset ends it at once here and, by a
   * NOTIFY delivered at commit, in every other server process (decision 0057).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** E-mail codes one address may be sent per hour (all purposes), and one client address may ask for. */
  EMAIL_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(6),
  EMAIL_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(12),

  /** Payments and refunds left open this long are resolved by the reconciliation job. */
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).default(120),
  /** How often the reconciliation job runs. */
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).default(60),

  // ---- payment providers: which adapter serves each method (sandbox = offline default) ----
  PAY_WECHAT: z.enum(['sandbox', 'wechat']).default('sandbox'),
  PAY_ALIPAY: z.enum(['sandbox', 'alipay']).default('sandbox'),
  PAY_CARD: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** WeChat web authorization (openid for WeChat login and JSAPI pay): sandbox = the local fake (decision 0022). */
  WECHAT_OAUTH: z.enum(['sandbox', 'wechat']).default('sandbox'),
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

  // ---- geocoding (issue 5, decision 0011): which adapter reverse-geocodes and searches places ----
  /**
   * Origins the apps may load map tiles from (the CSP's img-src), space- or comma-separated. They must
   * match the web build's VITE_MAP_*_TILE_URL: AMap's GCJ-02 tiles for the China site, OSM for global.
   */
  MAP_TILE_ORIGINS: z.string().default('https://*.is.autonavi.com https://tile.openstreetmap.org'),
  /** offline = the shipped dataset of Chinese divisions (default); amap = AMap web service (China site, GCJ-02); nominatim = OSM (global, WGS-84). */
  GEOCODER: z.enum(['offline', 'amap', 'nominatim']).default('offline'),
  AMAP_API_BASE: z.string().url().default('https://restapi.amap.com'),
  /** AMap web-service key (a "Web服务" key, not the JS API key). */
  AMAP_KEY: z.string().optional(),
  NOMINATIM_API_BASE: z.string().url().default('https://nominatim.openstreetmap.org'),
  /** Nominatim's usage policy asks for an identifying User-Agent with a contact. */
  NOMINATIM_USER_AGENT: z
    .string()
    .min(3)
    .default('Siam-food-ordering/0.1 (self-hosted; set NOMINATIM_USER_AGENT with a contact)'),
  /** Optional contact e-mail sent as `email=` (Nominatim policy, for heavy use). */
  NOMINATIM_EMAIL: z.string().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),

  // ---- photo uploads (issue 4): where re-encoded photos are kept ----
  /** local = files under UPLOAD_DIR served by this server; s3 = an S3-compatible bucket (SigV4). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://oss-cn-shanghai.aliyuncs.com, http://minio:9000 */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Where the bucket's objects are read publicly (a CDN or the bucket's own address), without a trailing slash. */
  S3_PUBLIC_BASE_URL: z.string().url().optional(),
  /** true: endpoint/bucket/key (MinIO, most gateways); false: bucket.endpoint/key (virtual-hosted). */
  S3_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Upload requests a member (or staff member) may make per minute. */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
})

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean }

/** Offline stand-ins (sandbox payments, outbox mailer, demo seed, dev pages) exist only outside production. */
export const offlineAllowed = (config: Pick<Config, 'NODE_ENV'>): boolean => config.NODE_ENV !== 'production'

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = ConfigSchema.safeParse(env)
  if (!raw.success) {
    const lines = raw.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const parsed = {
    data: { ...raw.data, SEED_DEMO: raw.data.SEED_DEMO ?? offlineAllowed(raw.data) } satisfies Config,
  }
  const unsafe = productionProblems(parsed.data)
  if (unsafe.length > 0) {
    throw new Error(
      `Refusing to start with NODE_ENV=production (real money) while offline stand-ins are configured:\n${unsafe.map((m) => `  ${m}`).join('\n')}\n(NODE_ENV=demo runs the offline demo; docs/security.md lists what production needs)`,
    )
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
  if (parsed.data.GEOCODER === 'amap' && !parsed.data.AMAP_KEY) {
    throw new Error('Invalid configuration:\n  AMAP_KEY: required when GEOCODER=amap')
  }
  const storageMissing = missingStorageSettings(parsed.data)
  if (storageMissing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${storageMissing.map((m) => `  ${m}: required when STORAGE=s3`).join('\n')}`,
    )
  }
  return parsed.data
}

/**
 * What production lacks: every offered payment method on a real provider (no sandbox, so its
 * public default SANDBOX_SECRET is never used), a real mailer, no demo seed (public passwords), a
 * public address, the real WeChat sign-in (the offline fake signs anyone in), no movable clock.
 * Each entry names the variable to set.
 */
function productionProblems(config: Config): string[] {
  if (offlineAllowed(config)) return []
  const problems: string[] = []
  for (const key of ['PAY_WECHAT', 'PAY_ALIPAY', 'PAY_CARD'] as const) {
    if (config[key] === 'sandbox')
      problems.push(`${key}: the sandbox gateway is not allowed in production; select the real provider`)
  }
  if (config.MAILER !== 'smtp')
    problems.push('MAILER: the outbox mailer is not allowed in production; set MAILER=smtp and SMTP_URL')
  if (config.SEED_DEMO)
    problems.push(
      'SEED_DEMO: the demo city (public passwords) is not allowed in production; set SEED_DEMO=false',
    )
  if (!config.PUBLIC_BASE_URL)
    problems.push('PUBLIC_BASE_URL: required in production (provider callbacks and links in mails)')
  if (config.WECHAT_OAUTH !== 'wechat')
    problems.push(
      'WECHAT_OAUTH: the offline WeChat sign-in is not allowed in production; set WECHAT_OAUTH=wechat and WECHAT_APP_SECRET',
    )
  if (config.DEV_CLOCK)
    problems.push('DEV_CLOCK: moving the server clock is for end-to-end runs only; unset it in production')
  return problems
}

/** S3 storage without its bucket or keys is a start-up error, not a failure at the first upload. */
function missingStorageSettings(config: Config): string[] {
  if (config.STORAGE !== 's3') return []
  const needed = [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_BASE_URL',
  ] as const
  return needed.filter((key) => !config[key])
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
    ...(config.WECHAT_OAUTH === 'wechat' ? (['WECHAT_APP_ID', 'WECHAT_APP_SECRET'] as const) : []),
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
    // Photos written by tests go to the system's temporary directory, never into the repository.
    UPLOAD_DIR: join(tmpdir(), `siam-test-uploads-${process.pid}`),
    ...overrides,
  })
}
