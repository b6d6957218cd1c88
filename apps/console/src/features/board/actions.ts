import type { DescriptorInput } from '@siam/api-client'
import type { BoardOrder } from '@siam/contracts'
import type { consoleApi } from '@siam/contracts/descriptors'
import { allowedEvents, INPUT_MAX_LENGTH, isMobilePhone, type OrderEvent } from '@siam/domain'

type MerchantAction = DescriptorInput<typeof consoleApi.updateStatus>['action']

/**
 * What a button on an order card does. `status` moves the order one step through merchant/order/updateStatus;
 * `dispatch` and `reject` open a form first.
 */
export type CardAction =
  | { kind: 'status'; event: OrderEvent; action: MerchantAction; labelKey: string; primary: boolean }
  | { kind: 'dispatch'; event: 'dispatch'; labelKey: string; primary: boolean }
  | { kind: 'reject'; event: 'merchant_reject'; labelKey: string; primary: boolean }

const STATUS_ACTIONS: Partial<Record<OrderEvent, MerchantAction>> = {
  accept: 'accept',
  mark_ready: 'mark_ready',
  deliver: 'deliver',
  picked_up: 'picked_up',
}

/**
 * The buttons an order card shows, straight from the order state machine of @siam/domain for the merchant
 * actor (so the console offers exactly what the server will accept), forward steps first, reject last.
 */
export function orderActions(order: Pick<BoardOrder, 'status' | 'kind'>): CardAction[] {
  const forward: CardAction[] = []
  let reject: CardAction | null = null
  for (const event of allowedEvents(order.status, order.kind, 'merchant')) {
    const action = STATUS_ACTIONS[event]
    if (action !== undefined) {
      forward.push({ kind: 'status', event, action, labelKey: `console:action_${event}`, primary: true })
    } else if (event === 'dispatch') {
      forward.push({ kind: 'dispatch', event, labelKey: 'console:action_dispatch', primary: true })
    } else if (event === 'merchant_reject') {
      reject = { kind: 'reject', event, labelKey: 'console:action_reject', primary: false }
    }
    // any other merchant event (refund decisions) belongs to the after-sale screens, not the board
  }
  return reject === null ? forward : [...forward, reject]
}

export interface DispatchDraft {
  courierName: string
  courierPhone: string
}

export type DispatchErrors = Partial<Record<keyof DispatchDraft, string>>

export const COURIER_NAME_MAX = 40

/** Both fields required; the phone is a mainland mobile (11 digits starting with 1). Returns i18n keys. */
export function validateDispatch(draft: DispatchDraft): DispatchErrors {
  const errors: DispatchErrors = {}
  const name = draft.courierName.trim()
  const phone = draft.courierPhone.replace(/[\s-]/g, '')
  if (name === '') errors.courierName = 'console:courier_name_required'
  else if (name.length > COURIER_NAME_MAX) errors.courierName = 'console:courier_name_too_long'
  if (phone === '') errors.courierPhone = 'console:courier_phone_required'
  else if (!isMobilePhone(phone)) errors.courierPhone = 'console:courier_phone_invalid'
  return errors
}

/** What the server receives: trimmed name, phone without the spaces or dashes people type. */
export function normaliseDispatch(draft: DispatchDraft): DispatchDraft {
  return { courierName: draft.courierName.trim(), courierPhone: draft.courierPhone.replace(/[\s-]/g, '') }
}

/** A reason is required and at most 140 characters (the contract's limit). Returns an i18n key or null. */
export function validateRejectReason(reason: string): string | null {
  const trimmed = reason.trim()
  if (trimmed === '') return 'console:reject_reason_required'
  if (trimmed.length > INPUT_MAX_LENGTH) return 'console:reject_reason_too_long'
  return null
}
