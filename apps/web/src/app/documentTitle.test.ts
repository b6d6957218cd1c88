import { describe, expect, it } from 'vitest'
import en from '../../../../packages/i18n/locales/en/common.json'
import { documentTitle, TITLE_KEYS, titleKeyOf } from './documentTitle'
import { COUPON_ROUTES, ROUTES } from './paths'

const common: Record<string, string> = en

describe('document titles', () => {
  it('names every route with a key the common catalogue has', () => {
    expect(Object.keys(TITLE_KEYS).sort()).toEqual(Object.keys(ROUTES).sort())
    for (const [name, path] of Object.entries(ROUTES)) {
      const key = titleKeyOf(path)
      expect(key, name).toBe(TITLE_KEYS[name as keyof typeof ROUTES])
      if (key) expect(common[key], `${name} -> ${key}`).toBeTruthy()
    }
  })

  it('names the coupon pages, and an unknown path as not found', () => {
    for (const path of Object.values(COUPON_ROUTES)) expect(titleKeyOf(path)).toBe('title_coupons')
    expect(titleKeyOf('/no/such/page')).toBe('not_found_title')
  })

  it('puts the screen before the app name', () => {
    expect(documentTitle('Menu')).toBe('Menu · Siam')
    expect(documentTitle(null)).toBe('Siam')
    expect(titleKeyOf(ROUTES.menu)).toBe('title_menu')
    expect(titleKeyOf(ROUTES.confirmOrder)).toBe('title_confirm_order')
  })
})
