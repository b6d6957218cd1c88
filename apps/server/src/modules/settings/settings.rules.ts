import type { Settings } from './index'

/**
 * Issue 14: the settings platform staff may edit from the console, with the range the server
 * accepts for each (a value outside it is refused with SETTING_OUT_OF_RANGE, in the user's
 * language). List settings (recharge tiers, web view hosts) are not edited here.
 */
export type SettingRule =
  | { kind: 'integer' | 'number'; min: number; max: number }
  | { kind: 'text'; min: number; max: number }

type ScalarKeys = { [K in keyof Settings]: Settings[K] extends number | string ? K : never }[keyof Settings]

export const SETTING_RULES: Partial<Record<ScalarKeys, SettingRule>> = {
  payDeadlineMinutes: { kind: 'integer', min: 1, max: 60 },
  quickCancelMinutes: { kind: 'integer', min: 0, max: 30 },
  closingSoonMinutes: { kind: 'integer', min: 0, max: 180 },
  routeFactor: { kind: 'number', min: 1, max: 3 },
  addressMoveConfirmMeters: { kind: 'integer', min: 50, max: 50_000 },
  autoCompleteMinutes: { kind: 'integer', min: 10, max: 1440 },
  refundWindowHours: { kind: 'integer', min: 1, max: 720 },
  refundMerchantAnswerHours: { kind: 'integer', min: 1, max: 168 },
  refundEscalationHours: { kind: 'integer', min: 1, max: 720 },
  outOfStockRefundMinutes: { kind: 'integer', min: 1, max: 1440 },
  reviewWindowDays: { kind: 'integer', min: 1, max: 90 },
  pointsPerYuan: { kind: 'integer', min: 0, max: 100 },
  loyaltyCreditDays: { kind: 'integer', min: 0, max: 90 },
  onTimePromiseMinutes: { kind: 'integer', min: 10, max: 240 },
  onTimeCompensationFen: { kind: 'integer', min: 0, max: 100_000 },
  merchantCouponMaxAmountFen: { kind: 'integer', min: 0, max: 1_000_000 },
  merchantCouponMaxTotal: { kind: 'integer', min: 1, max: 1_000_000 },
  serviceWeChat: { kind: 'text', min: 1, max: 100 },
  serviceWhatsApp: { kind: 'text', min: 1, max: 40 },
  serviceEmail: { kind: 'text', min: 3, max: 200 },
  pageMaxWidth: { kind: 'integer', min: 320, max: 2400 },
  idempotencyRetentionDays: { kind: 'integer', min: 1, max: 90 },
}

export type EditableSetting = keyof typeof SETTING_RULES

export function isEditable(key: string): key is EditableSetting {
  return Object.hasOwn(SETTING_RULES, key)
}

/** Whether `value` fits the rule: the right type, and within range (length range for text). */
export function fitsRule(rule: SettingRule, value: number | string): boolean {
  if (rule.kind === 'text') {
    return typeof value === 'string' && value.trim().length >= rule.min && value.trim().length <= rule.max
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return false
  if (rule.kind === 'integer' && !Number.isInteger(value)) return false
  return value >= rule.min && value <= rule.max
}
