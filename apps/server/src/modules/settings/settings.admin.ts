import type { SettingEntry } from '@siam/contracts'
import type { Db } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { audit } from '../audit'
import { DEFAULT_SETTINGS, readSettings, type SettingsService } from './index'
import { settingsRepository } from './settings.repository'
import { fitsRule, isEditable, SETTING_RULES, type SettingRule } from './settings.rules'

/**
 * Platform staff editing the business settings (issue 14): each change is checked against its
 * rule, written with its audit row in one transaction, and the settings cache is dropped so this
 * process uses it at once (other processes within the cache's 5 s).
 */
export function createSettingsAdmin(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps

  async function entries(): Promise<SettingEntry[]> {
    const current = await readSettings(db)
    const updated = new Map((await settingsRepository.all(db)).map((r) => [r.key, r.updatedAt]))
    return Object.entries(SETTING_RULES).map(([key, rule]) =>
      entryOf(key as keyof typeof SETTING_RULES, rule, current, updated.get(key)),
    )
  }

  return {
    list: entries,
    async update(actor: StaffActor, key: string, value: number | string): Promise<SettingEntry> {
      if (!isEditable(key)) fail('SETTING_NOT_FOUND')
      const rule = SETTING_RULES[key] as SettingRule
      const clean = typeof value === 'string' ? value.trim() : value
      if (!fitsRule(rule, clean)) {
        throw new AppError(
          'SETTING_OUT_OF_RANGE',
          { min: rule.min, max: rule.max },
          { value: rule.kind === 'text' ? 'setting_length' : 'setting_range' },
        )
      }
      const now = clock.now()
      await db.transaction(async (tx) => {
        const before = (await readSettings(tx))[key]
        await settingsRepository.put(tx, key, clean, now)
        await audit.record(tx, {
          actor,
          action: 'setting.update',
          subject: `setting:${key}`,
          before,
          after: clean,
          at: now,
        })
      })
      settings.invalidate()
      const found = (await entries()).find((e) => e.key === key)
      if (!found) throw new Error(`setting ${key} vanished`)
      return found
    },
  }
}

function entryOf(
  key: keyof typeof SETTING_RULES,
  rule: SettingRule,
  current: Awaited<ReturnType<typeof readSettings>>,
  updatedAt: Date | undefined,
): SettingEntry {
  return {
    key,
    kind: rule.kind,
    value: current[key],
    defaultValue: DEFAULT_SETTINGS[key],
    min: rule.min,
    max: rule.max,
    updatedAt: updatedAt?.toISOString() ?? null,
  }
}
