import { afterAll, beforeAll, beforeEach } from 'vitest'
import { testConfig } from '../config'
import { createTestApp, type TestApp } from './harness'

type AppOverrides = NonNullable<Parameters<typeof createTestApp>[0]>

/** Auth limits high enough not to get in the way of files that sign in (or send codes to) many members. */
export const UNLIMITED_AUTH = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  EMAIL_CODES_PER_ADDRESS_PER_HOUR: '100000',
  EMAIL_CODES_PER_IP_PER_HOUR: '100000',
} as const

/**
 * A test app whose sign-in rate limit does not get in the way of files that sign in many members
 * (the limit itself is the auth module's to test).
 */
export function createApiTestApp(overrides: AppOverrides = {}): Promise<TestApp> {
  return createTestApp({ config: testConfig(UNLIMITED_AUTH), ...overrides })
}

export interface ApiTestAppOptions {
  /** The test clock is set to this before every test; left alone when absent. */
  at?: Date
  /**
   * What to build the app with. A function runs inside beforeAll, for dependencies that earlier
   * hooks start (fake servers, a temporary directory).
   */
  deps?: AppOverrides | (() => AppOverrides)
  /** For building the app, when the file's hooks may take longer than the configured hookTimeout. */
  timeoutMs?: number
}

/**
 * The preamble every API test file shares: builds the app before the file's (or describe's) tests,
 * closes it after them, and puts the clock back before each test. The returned handle can be
 * captured at describe time; it reaches the app built in beforeAll, and says so if used earlier.
 */
export function useApiTestApp(options: ApiTestAppOptions = {}): TestApp {
  let built: TestApp | undefined
  const current = (): TestApp => {
    if (!built) throw new Error('the API test app is used before its beforeAll hook built it')
    return built
  }
  beforeAll(async () => {
    built = await createApiTestApp(typeof options.deps === 'function' ? options.deps() : options.deps)
  }, options.timeoutMs)
  afterAll(async () => built?.close())
  const { at } = options
  if (at) beforeEach(() => current().clock.set(at))
  return {
    get app() {
      return current().app
    },
    get db() {
      return current().db
    },
    get database() {
      return current().database
    },
    get clock() {
      return current().clock
    },
    get mailer() {
      return current().mailer
    },
    get call() {
      return current().call
    },
    get ok() {
      return current().ok
    },
    get close() {
      return current().close
    },
  }
}
