import { platformCalls } from '@siam/contracts'
import type { Db, Executor } from '../../db/client'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createSettingsAdmin } from './settings.admin'
import { settingsRepository } from './settings.repository'

/**
 * Run-time settings of product rules (marked "setting"): defaults here, overrides in the settings
 * table (edited from the console later). Read through a 5-second cache: a change reaches every
 * server process within 5 s, and hot calls (shop list) do not pay a query each.
 */
export const DEFAULT_SETTINGS = {
  payDeadlineMinutes: 5,
  quickCancelMinutes: 1,
  closingSoonMinutes: 30,
  routeFactor: 1.3,
  /** Product rules 10: moving a saved address further than this asks the member to confirm (issue 5). */
  addressMoveConfirmMeters: 500,
  autoCompleteMinutes: 60,
  refundWindowHours: 24,
  // after-sale (product rules 2.4, 4.1)
  /** A merchant silent this long after a refund request is taken as approving it. */
  refundMerchantAnswerHours: 12,
  /** After a merchant rejection the member may ask the platform within this many hours. */
  refundEscalationHours: 48,
  /** Out-of-stock lines are refunded within this many minutes; a refund pending longer is flagged. */
  outOfStockRefundMinutes: 15,
  /** Product rules 4.5: a completed order may be reviewed this many days after completion (issue 4). */
  reviewWindowDays: 14,
  // loyalty (product rules 8, 9)
  /** Points earned per whole yuan actually paid. */
  pointsPerYuan: 1,
  /** Points and invitation rewards are credited this many days after the order completes. */
  loyaltyCreditDays: 7,
  // coupons (specification section 1 promises, issue 11)
  /** "Delivery within 30 minutes": a delivery order delivered later than this after payment is late. */
  onTimePromiseMinutes: 30,
  /** The compensation coupon a late delivery earns (fen off the next order, every shop). */
  onTimeCompensationFen: 500,
  /** The platform's limits on a merchant's giveaway: at most this much off (fen) per coupon... */
  merchantCouponMaxAmountFen: 10_000,
  /** ...and at most this many coupons per campaign. */
  merchantCouponMaxTotal: 10_000,
  /** "Discounts by asking through a chat app": the platform's WeChat service account id. */
  serviceWeChat: 'siam_service',
  serviceWhatsApp: '+86 138 0000 0000',
  serviceEmail: 'help@siam.local',
  /** Spec 2/9: the page column's max width in CSS px (centred; the root font stops growing there). */
  pageMaxWidth: 960,
  /** Issue 15: partner sites the in-app web view may open (exact host names, https only). */
  webviewHosts: ['mp.weixin.qq.com', 'www.shanghai.gov.cn', 'www.12306.cn'],
  /** Product rules 6: pay 100 get 105, pay 200 get 215, pay 500 get 550 (fen). */
  rechargeTiers: [
    { id: 't100', payFen: 10_000, bonusFen: 500 },
    { id: 't200', payFen: 20_000, bonusFen: 1_500 },
    { id: 't500', payFen: 50_000, bonusFen: 5_000 },
  ],
  /** Idempotency keys are remembered this long (issue: 7 days). */
  idempotencyRetentionDays: 7,
}
export type Settings = typeof DEFAULT_SETTINGS

/**
 * The settings as they are in the database now, read through the caller's executor: for code that
 * runs inside a transaction (the cached service reads through the outer handle, which deadlocks
 * inside a PGlite transaction).
 */
export async function readSettings(x: Executor): Promise<Settings> {
  return settingsFrom(await settingsRepository.all(x))
}

/** The defaults with the table's overrides (rows of keys no longer known are left out). */
function settingsFrom(rows: readonly { key: string; value: unknown }[]): Settings {
  const value = { ...DEFAULT_SETTINGS }
  for (const row of rows) {
    if (row.key in value) Object.assign(value, { [row.key]: row.value })
  }
  return value
}

/**
 * `readSettings` as a part of another module's folded statement (db/folded.ts): a paid order reads
 * the settings and the member's inviter in one round trip (issue 17). `fromJson` decodes the part.
 */
export const settingsQueries = {
  part: settingsRepository.allPart(),
  fromJson: (json: unknown): Settings => settingsFrom(settingsRepository.allFromJson(json)),
}

const CACHE_MS = 5000

export function createSettingsService(db: Db) {
  let cached: { value: Settings; at: number } | null = null
  return {
    async current(): Promise<Settings> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value
      const value = await readSettings(db)
      cached = { value, at: Date.now() }
      return value
    },
    async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
      await settingsRepository.put(db, key, value, new Date())
      cached = null
    },
    /** Drops the cached settings after a write elsewhere (the console's update), so this process reads it at once. */
    invalidate(): void {
      cached = null
    },
    get: (key: string) => settingsRepository.value(db, key),
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>

/**
 * The console's settings calls (issue 14). The service itself is built by the app (every module
 * reads it through `deps.settings`); this module adds the platform staff's list and update.
 */
export const settingsModule = defineModule({ name: 'settings', register: registerSettings })

function registerSettings({ app, deps }: ModuleContext) {
  const admin = createSettingsAdmin({ db: deps.db, clock: deps.clock, settings: deps.settings })
  bindCall(app, deps.http, platformCalls.settingList, () => admin.list())
  bindCall(app, deps.http, platformCalls.settingUpdate, ({ input, actor }) =>
    admin.update(actor, input.key, input.value),
  )
  return {}
}
