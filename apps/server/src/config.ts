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
  return parsed.data
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
