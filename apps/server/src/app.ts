import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import { buildOpenApi } from '@siam/contracts/openapi'
import { createTranslator, type Translate } from '@siam/i18n/node'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createGeocoder, type Geocoder } from './adapters/geocoder'
import type { Mailer } from './adapters/mail/mailer'
import { createOutboxMailer } from './adapters/mail/outbox-mailer'
import { createSmtpMailer } from './adapters/mail/smtp-mailer'
import { createPaymentGateways, type PaymentGateways } from './adapters/payments/gateways'
import { createStorage, type Storage } from './adapters/storage/storage'
import type { Config } from './config'
import type { Database } from './db/client'
import { createJobRunner, type JobRunner, scheduleRecurring } from './jobs/queue'
import { registerAddresses } from './modules/addresses'
import { type AftersaleService, registerAftersale } from './modules/aftersale'
import { registerAuth } from './modules/auth'
import { registerConsole } from './modules/console'
import { registerGeo } from './modules/geo'
import { createLoyalty, type LoyaltyService, registerLoyalty } from './modules/loyalty'
import { type OrdersService, registerOrders } from './modules/orders'
import { type PaymentsService, registerPayments } from './modules/payments'
import { type RechargesService, registerRecharges } from './modules/recharges'
import { registerReviews } from './modules/reviews'
import { createSettingsService, type SettingsService } from './modules/settings'
import { registerShops } from './modules/shops'
import { registerSystem } from './modules/system'
import { registerUploads } from './modules/uploads'
import { registerWallet } from './modules/wallet'
import type { Clock } from './platform/clock'
import { type HttpDeps, installErrorHandling } from './platform/http'
import { pruneIdempotencyKeys } from './platform/idempotency'
import { createRateLimiter } from './platform/rate-limit'

const here = dirname(fileURLToPath(import.meta.url))
export const WEB_DIST = join(here, '..', '..', 'web', 'dist')
export const CONSOLE_DIST = join(here, '..', '..', 'console', 'dist')
export const ASSETS_DIR = join(here, '..', 'assets')
const DAY_MS = 24 * 60 * 60_000

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

/** Everything a module may need, built once per app. */
export interface ModuleDeps {
  config: Config
  db: Database['db']
  clock: Clock
  translate: Translate
  mailer: Mailer
  gateways: PaymentGateways
  http: HttpDeps
  settings: SettingsService
  /** Coupons, points and invitation rewards: the hooks order and refund flows call (modules/loyalty). */
  loyalty: LoyaltyService
}

/** Module services the jobs use, reachable by tests that drive them directly. */
export interface AppServices {
  orders: OrdersService
  payments: PaymentsService
  recharges: RechargesService
  aftersale: AftersaleService
}

export async function buildApp(
  deps: AppDeps,
): Promise<FastifyInstance & { moduleDeps: ModuleDeps; jobs: JobRunner; services: AppServices }> {
  const { config, database, clock } = deps
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  })
  const translate = createTranslator()
  installErrorHandling(app, translate)

  const storage = deps.storage ?? createStorage(config)
  const geocoder = deps.geocoder ?? createGeocoder(config)
  const csp = cspDirectives(config)
  // Photos in an S3 bucket load from its public origin.
  if (storage.publicOrigin) csp['img-src'] = [...(csp['img-src'] ?? []), storage.publicOrigin]
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: true, directives: csp } })

  const mailer =
    deps.mailer ??
    (config.MAILER === 'smtp' && config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(database.db, app.log))
  const gateways = deps.gateways ?? createPaymentGateways({ config, db: database.db, clock, log: app.log })

  const http: HttpDeps = {
    resolveActor: async () => null,
    translate,
    checkOutput: config.NODE_ENV !== 'production',
    rateLimit: createRateLimiter(database.db, clock, config.AUTH_RATE_LIMIT_PER_MINUTE),
  }
  const settings = createSettingsService(database.db)
  const moduleDeps: ModuleDeps = {
    config,
    db: database.db,
    clock,
    translate,
    mailer,
    gateways,
    http,
    settings,
    loyalty: createLoyalty({ clock }),
  }

  const auth = registerAuth(app, moduleDeps)
  http.resolveActor = auth.resolveActor
  registerShops(app, moduleDeps)
  registerAddresses(app, moduleDeps, geocoder)
  registerGeo(app, moduleDeps, geocoder)
  const orders = registerOrders(app, moduleDeps)
  registerLoyalty(app, moduleDeps, (memberId, draft, locale) => orders.couponBasis(memberId, draft, locale))
  const recharges = registerRecharges(app, moduleDeps, (id) => payments.reconcileRecharge(id))
  const payments = registerPayments(app, moduleDeps, orders, recharges)
  registerWallet(app, moduleDeps)
  registerSystem(app, moduleDeps)
  registerUploads(app, moduleDeps, storage)
  registerReviews(app, moduleDeps)
  const boards = registerConsole(app, moduleDeps, orders, payments)
  const aftersale = registerAftersale(app, moduleDeps, orders, payments, boards)

  const jobs = createJobRunner(
    database.db,
    clock,
    {
      // A payment whose notification never came is asked about before its order is cancelled.
      'order.pay_deadline': async ({ orderId }) => {
        await payments.reconcileOrder(String(orderId))
        await orders.expire(String(orderId))
      },
      'order.auto_complete': async ({ orderId }) => {
        await orders.autoComplete(String(orderId))
      },
      'loyalty.credit': async ({ orderId }) => {
        await moduleDeps.loyalty.creditOrder(database.db, String(orderId))
      },
      'payment.refund': async ({ refundId }) => {
        await payments.processRefund(String(refundId))
      },
      'refund.merchant_deadline': async ({ refundId }) => {
        await aftersale.merchantDeadlinePassed(String(refundId))
      },
      'refund.escalation_deadline': async ({ refundId }) => {
        await aftersale.escalationDeadlinePassed(String(refundId))
      },
      'payments.reconcile': async () => {
        await scheduleRecurring(database.db, 'payments.reconcile', reconcileEveryMs, clock.now())
        await payments.reconcile()
      },
      'idempotency.prune': async () => {
        await scheduleRecurring(database.db, 'idempotency.prune', DAY_MS, clock.now())
        const { idempotencyRetentionDays } = await settings.current()
        await pruneIdempotencyKeys(
          database.db,
          new Date(clock.now().getTime() - idempotencyRetentionDays * DAY_MS),
        )
      },
    },
    app.log,
  )
  const reconcileEveryMs = config.RECONCILE_EVERY_SECONDS * 1000
  if (config.RUN_JOBS) {
    app.addHook('onReady', async () => {
      await scheduleRecurring(database.db, 'payments.reconcile', reconcileEveryMs, clock.now())
      await scheduleRecurring(database.db, 'idempotency.prune', DAY_MS, clock.now())
      jobs.start(config.JOB_POLL_MS)
    })
  }
  app.addHook('onClose', async () => jobs.stop())

  const openApi = buildOpenApi()
  app.get('/siam-server/openapi.json', async () => openApi)
  app.get('/siam-server/health', async () => ({ ok: true, database: database.kind }))

  await serveStatic(app)
  const services: AppServices = { orders, payments, recharges, aftersale }
  return Object.assign(app, { moduleDeps, jobs, services }) as FastifyInstance & {
    moduleDeps: ModuleDeps
    jobs: JobRunner
    services: AppServices
  }
}

async function serveStatic(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { root: ASSETS_DIR, prefix: '/siam-server/assets/', maxAge: '7d' })
  for (const [root, prefix] of [
    [WEB_DIST, '/web/'],
    [CONSOLE_DIST, '/console/'],
  ] as const) {
    if (!existsSync(root)) continue
    await app.register(fastifyStatic, { root, prefix, decorateReply: false, index: ['index.html'] })
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
