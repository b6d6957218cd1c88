import type { Translate } from '@siam/i18n/node'
import type { FastifyInstance } from 'fastify'
import type { Geocoder } from '../adapters/geocoder'
import type { Mailer } from '../adapters/mail/mailer'
import type { PaymentGateways } from '../adapters/payments/gateways'
import type { Storage } from '../adapters/storage/storage'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { JobHandler, RecurringJob } from '../jobs/queue'
import type { Cause } from '../modules/ledger'
import type { SettingsService } from '../modules/settings'
import type { Clock } from './clock'
import type { EventBus } from './events'
import type { HttpDeps } from './http'
import type { PayTargetRegistry } from './pay-targets'

/** The platform every module may use, built once per app (adapters, clock, settings, HTTP binding). */
export interface ModuleDeps {
  config: Config
  db: Database['db']
  clock: Clock
  translate: Translate
  mailer: Mailer
  gateways: PaymentGateways
  storage: Storage
  geocoder: Geocoder
  http: HttpDeps
  settings: SettingsService
  /** Things a provider payment may pay, registered by their owning modules (decision 0025). */
  payTargets: PayTargetRegistry
  /** Live events from every server process (LISTEN/NOTIFY, decision 0036); publish with publishEvent. */
  events: EventBus
  /** LISTEN on another channel (a module's own notices to every server process); start it onReady. */
  listen: Database['listen']
}

/**
 * The services modules offer each other, by module name. Empty here: each module adds its own
 * entry from its index.ts (declaration merging), so adding a module never edits this file:
 *
 *   declare module '../../platform/module' { interface ModuleServices { orders: OrdersService } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module
export interface ModuleServices {}

interface ServiceRegistry {
  /** Another module's service. Throws when that module is not registered yet (module list order). */
  get<K extends keyof ModuleServices>(name: K): ModuleServices[K]
}

export interface ModuleContext {
  app: FastifyInstance
  deps: ModuleDeps
  services: ServiceRegistry
}

/** What registering a module hands back to the app. */
interface ModuleWiring {
  /** The services it offers other modules (its entries of ModuleServices). */
  services?: Partial<ModuleServices>
  /** Handlers of the job kinds it owns. */
  jobs?: readonly JobHandler[]
  /** Jobs it runs every so often while the app runs. */
  recurring?: readonly RecurringJob[]
}

/**
 * A module's one manifest (its index.ts exports it): its name, the ledger causes it posts, and
 * `register`, which binds its routes and returns the services and jobs it offers.
 */
export interface ModuleDefinition {
  readonly name: string
  readonly causes?: readonly Cause[]
  // biome-ignore lint/suspicious/noConfusingVoidType: a module that offers nothing returns nothing
  register(context: ModuleContext): ModuleWiring | void | Promise<ModuleWiring | void>
}

export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition
}

export interface RegisteredModules {
  services: Partial<ModuleServices>
  jobs: JobHandler[]
  recurring: RecurringJob[]
}

/**
 * Registers the modules in the order given (a module may `get` the services of those before it
 * while registering, of any module once requests run). Two modules of one name, or declaring
 * one cause, are refused at start; two handlers of one job kind are refused by the job runner.
 */
export async function registerModules(
  modules: readonly ModuleDefinition[],
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<RegisteredModules> {
  checkManifests(modules)
  const offered: Partial<ModuleServices> = {}
  const services: ServiceRegistry = {
    get(name) {
      const service = offered[name]
      if (service === undefined) throw new Error(`no module offers the service ${String(name)} (yet)`)
      return service
    },
  }
  const registered: RegisteredModules = { services: offered, jobs: [], recurring: [] }
  for (const module of modules) {
    const wiring = await module.register({ app, deps, services })
    Object.assign(offered, wiring?.services)
    registered.jobs.push(...(wiring?.jobs ?? []))
    registered.recurring.push(...(wiring?.recurring ?? []))
  }
  return registered
}

/** Two modules of one name, or two declarations of one ledger cause, are refused. */
export function checkManifests(modules: readonly ModuleDefinition[]): void {
  assertUnique(
    modules.map((m) => m.name),
    'module',
  )
  assertUnique(
    modules.flatMap((m) => m.causes ?? []),
    'ledger cause',
  )
}

function assertUnique(names: readonly string[], what: string): void {
  const seen = new Set<string>()
  for (const name of names) {
    if (seen.has(name)) throw new Error(`two declarations of ${what} ${name}`)
    seen.add(name)
  }
}
