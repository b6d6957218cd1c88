/**
 * The confirm page's choices survive a trip to the address pages and back (sessionStorage, per shop);
 * the last contact phone is remembered on the device for the next order.
 */
export interface DraftChoices {
  shoppingWay?: 'delivery' | 'pickup'
  diningOption?: 'dine_in' | 'take_away'
  addressId?: string | null
  remark?: string
  contactPhone?: string
  deliveryHelper?: 'self' | 'platform'
}

export const LAST_CONTACT_PHONE_KEY = 'siam.lastContactPhone'
const draftKey = (shopId: string) => `siam.checkout.${shopId}`

export function loadChoices(shopId: string): DraftChoices {
  try {
    const raw = sessionStorage.getItem(draftKey(shopId))
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' ? (parsed as DraftChoices) : {}
  } catch {
    return {}
  }
}

export function saveChoices(shopId: string, choices: DraftChoices): void {
  try {
    sessionStorage.setItem(draftKey(shopId), JSON.stringify(choices))
  } catch {
    // private mode: choices last for this page view
  }
}

export function forgetChoices(shopId: string): void {
  try {
    sessionStorage.removeItem(draftKey(shopId))
  } catch {
    // ignore
  }
}

export function lastContactPhone(): string {
  try {
    return localStorage.getItem(LAST_CONTACT_PHONE_KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberContactPhone(phone: string): void {
  try {
    localStorage.setItem(LAST_CONTACT_PHONE_KEY, phone)
  } catch {
    // ignore
  }
}
