import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import { buildOpenApi } from '@siam/contracts/openapi'
import { createTranslator } from '@siam/i18n/node'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createGeocoder, type Geocoder } from './adapters/geocoder'
import type { Mailer } from './adapters/mail/mailer'
import { createOutboxMailer } from './adapters/mail/outbox-mailer'
import { createSmtpMailer } from './adapters/mail/smtp-mailer'
import { createPaymentGateways, type PaymentGateways } from './adapters/payments/gateways'
import { createStorage, type Storage } from './adapters/storage/storage'
import { type Config, offlineAllowed } from './config'
import type { Database } from './db/client'
import { createJobRunner, type JobRunner, recurringHandler, scheduleRecurring } from './jobs/queue'
import { addressesModule } from './modules/addresses'
import { aftersaleModule } from './modules/aftersale'
import { auditModule } from './modules/audit'
import { authModule } from './modules/auth'
import { consoleModule } from './modules/console'
import { contentModule } from './modules/content'
import { couponsModule } from './modules/coupons'
import { dietaryModule } from './modules/dietary'
import { favouritesModule } from './modules/favourites'
import { figuresModule } from './modules/figures'
import { geoModule } from './modules/geo'
import { helpModule } from './modules/help'
import { invitesModule } from './modules/invites'
import { liveModule } from './modules/live'
import { loyaltyModule } from './modules/loyalty'
import { mallModule } from './modules/mall'
import { ordersModule } from './modules/orders'
import { paymentsModule } from './modules/payments'
import { profileModule } from './modules/profile'
import { rechargesModule } from './modules/recharges'
import { reviewsModule } from './modules/reviews'
import { createSettingsService, settingsModule } from './modules/settings'
import { shopsModule } from './modules/shops'
import { systemModule } from './modules/system'
import { uploadsModule } from './modules/uploads'
import { walletModule } from './modules/wallet'
import { wechatModule } from './modules/wechat'
import { withdrawalsModule } from './modules/withdrawals'
import type { Clock } from './platform/clock'
import { createEventBus } from './platform/events'
import { type HttpDeps, installErrorHandling } from './platform/http'
import { idempotencyModule } from './platform/idempotency'
import { appLoggerOptions } from './platform/log'
import { type ModuleDeps, type ModuleServices, registerModules } from './platform/module'
import { createPayTargetRegistry } from './platform/pay-targets'
import { createRateLimiter } from './platform/rate-limit'
import { registerSecurityHeaders } from './platform/security-headers'
import { registerCompression, registerSite } from './platform/static-files'

/**
 * Every module, in dependency order: a module registers after those whose services it takes
 * while registering (orders takes loyalty; payments takes orders and recharges; console takes
 * orders and payments; after-sale takes the console's boards). Services asked for only when a
 * call or job runs (recharges -> payments, loyalty -> orders) may come from a later module.
 */
export const MODULES = [
  authModule,
  auditModule,
  settingsModule,
  shopsModule,
  dietaryModule,
  addressesModule,
  geoModule,
  loyaltyModule,
  couponsModule,
  ordersModule,
  rechargesModule,
  paymentsModule,
  walletModule,
  systemModule,
  uploadsModule,
  reviewsModule,
  consoleModule,
  aftersaleModule,
  figuresModule,
  mallModule,
  helpModule,
  contentModule,
  profileModule,
  invitesModule,
  withdrawalsModule,
  favouritesModule,
  wechatModule,
  liveModule,
  idempotencyModule,
]

const here = dirname(fileURLToPath(import.meta.url))
const WEB_DIST = join(here, '..', '..', 'web', 'dist')
const CONSOLE_DIST = join(here, '..', '..', 'console', 'dist')
const ASSETS_DIR = join(here, '..', 'assets')

export interface AppDeps {
  config: Config
  database: Database
  clock: Clock
  /** Overrides for tests: a fake provider, a capturing mailer. */
  mailer?: Mailer
  gateways?: PaymentGateways
  /** Photo storage (default: from config, local directory or S3). */
  storage?: Storage
  /** Geocoding (default: from config GEOCODER, the offline dataset unless amap/nominatim). */
  geocoder?: Geocoder
  logger?: FastifyServerOptions['logger']
}

export async function buildApp(
  deps: AppDeps,
): Promise<FastifyInstance & { moduleDeps: ModuleDeps; jobs: JobRunner; services: ModuleServices }> {
  const { config, database, clock } = deps
  const app = Fastify({
    logger: deps.logger ?? appLoggerOptions(config),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (else anyone picks an IP).
    trustProxy: trustedProxies(config),
    bodyLimit: 1024 * 1024,
  })
  const translate = createTranslator()
  installErrorHandling(app, translate)

  const storage = deps.storage ?? createStorage(config)
  const geocoder = deps.geocoder ?? createGeocoder(config)
  const csp = cspDirectives(config)
  // Photos in an S3 bucket load from its public origin.
  if (storage.publicOrigin) csp['img-src'] = [...(csp['img-src'] ?? []), storage.publicOrigin]
  registerSecurityHeaders(app, csp)
  // Before every route, so the API answers and the built sites' small files are covered.
  await registerCompression(app)

  const mailer = deps.mailer ?? createMailer(config, database, app.log)
  const gateways = deps.gateways ?? createPaymentGateways({ config, db: database.db, clock, log: app.log })

  const http: HttpDeps = {
    resolveActor: async () => null,
    translate,
    checkOutput: config.NODE_ENV === 'development' || config.NODE_ENV === 'test',
    rateLimit: createRateLimiter(database.db, clock, config.AUTH_RATE_LIMIT_PER_MINUTE),
  }
  const moduleDeps: ModuleDeps = {
    config,
    db: database.db,
    clock,
    translate,
    mailer,
    gateways,
    storage,
    geocoder,
    http,
    settings: createSettingsService(database.db),
    payTargets: createPayTargetRegistry(),
    events: createEventBus(database, (payload) => app.log.warn({ payload }, 'unreadable live event')),
    listen: (channel, onPayload, onReconnect) => database.listen(channel, onPayload, onReconnect),
  }
  const registered = await registerModules(MODULES, app, moduleDeps)
  const handlers = [
    ...registered.jobs,
    ...registered.recurring.map((job) => recurringHandler(database.db, clock, job)),
  ]
  const jobs = createJobRunner(database.db, clock, handlers, app.log)
  if (config.RUN_JOBS) {
    app.addHook('onReady', async () => {
      for (const job of registered.recurring) await scheduleRecurring(database.db, job, clock.now())
      jobs.start(config.JOB_POLL_MS)
    })
  }
  app.addHook('onClose', async () => jobs.stop())
  // Listening starts with the app; open event streams end before the server closes (modules/live).
  app.addHook('onReady', async () => moduleDeps.events.start())
  app.addHook('onClose', async () => moduleDeps.events.stop())

  // In production the API description and the health details are not public (404 / no details).
  if (offlineAllowed(config)) {
    const openApi = buildOpenApi()
    app.get('/siam-server/openapi.json', async () => openApi)
  }
  app.get('/siam-server/health', async () =>
    offlineAllowed(config) ? { ok: true, database: database.kind } : { ok: true },
  )

  await serveStatic(app)
  // Every module of MODULES has registered, so each entry of ModuleServices is there.
  const services = registered.services as ModuleServices
  return Object.assign(app, { moduleDeps, jobs, services }) as FastifyInstance & {
    moduleDeps: ModuleDeps
    jobs: JobRunner
    services: ModuleServices
  }
}

/** TRUST_PROXY: comma-separated proxy addresses or CIDRs; unset = trust no X-Forwarded-For. */
function trustedProxies(config: Pick<Config, 'TRUST_PROXY'>): string[] | false {
  const list = (config.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return list.length > 0 ? list : false
}

/** The offline outbox (codes readable on a page) never serves production. */
function createMailer(config: Config, database: Database, log: FastifyInstance['log']): Mailer {
  if (config.MAILER === 'smtp' && config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
  if (!offlineAllowed(config)) throw new Error('MAILER: a real mailer (smtp) is required in production')
  return createOutboxMailer(database.db, log)
}

async function serveStatic(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { root: ASSETS_DIR, prefix: '/siam-server/assets/', maxAge: '7d' })
  for (const [root, prefix] of [
    [WEB_DIST, '/web/'],
    [CONSOLE_DIST, '/console/'],
  ] as const) {
    if (!existsSync(root)) continue
    await registerSite(app, root, prefix)
  }
  app.get('/', async (_request, reply) => reply.redirect('/web/'))
  app.get('/web', async (_request, reply) => reply.redirect('/web/'))
  app.get('/console', async (_request, reply) => reply.redirect('/console/'))
}

/**
 * Helmet's defaults plus: no upgrade-insecure-requests (plain-HTTP hosts), and the hashes of the
 * inline scripts the built pages carry (the root font-size rule must run before first paint).
 */
/** The WeChat JS-SDK (location, scan, pay) is the one outside script; the app loads it only inside WeChat. */
const WECHAT_JSSDK_ORIGIN = 'https://res.wx.qq.com'

function cspDirectives(config: Config): Record<string, string[] | null> {
  const hashes = [WEB_DIST, CONSOLE_DIST].flatMap((dir) => inlineScriptHashes(join(dir, 'index.html')))
  const tileOrigins = config.MAP_TILE_ORIGINS.split(/[\s,]+/).filter(Boolean)
  return {
    'upgrade-insecure-requests': null,
    'script-src': ["'self'", WECHAT_JSSDK_ORIGIN, ...hashes],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins],
    'connect-src': ["'self'"],
  }
}

function inlineScriptHashes(file: string): string[] {
  if (!existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim())
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}
