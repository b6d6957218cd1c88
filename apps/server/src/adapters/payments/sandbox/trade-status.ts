import type { ProviderStatus } from '../gateway'

/** A sandbox trade's status on the provider's side (the sandbox plays a provider, with its own words). */
export type SandboxTradeStatus = 'WAIT_BUYER_PAY' | 'SUCCESS' | 'DECLINED' | 'CLOSED'

export const SandboxTradeStatus = {
  WAITING: 'WAIT_BUYER_PAY',
  SUCCESS: 'SUCCESS',
  DECLINED: 'DECLINED',
  CLOSED: 'CLOSED',
} as const satisfies Record<string, SandboxTradeStatus>

/** The provider's statuses, mapped to ours. */
const TO_PROVIDER_STATUS: Record<SandboxTradeStatus, ProviderStatus> = {
  WAIT_BUYER_PAY: 'pending',
  SUCCESS: 'succeeded',
  DECLINED: 'failed',
  CLOSED: 'closed',
}

export function toProviderStatus(status: SandboxTradeStatus): ProviderStatus {
  return TO_PROVIDER_STATUS[status]
}

/** Our status for a status word from a notification body; undefined for a word the sandbox never sends. */
export function providerStatusOf(status: string): ProviderStatus | undefined {
  return isTradeStatus(status) ? TO_PROVIDER_STATUS[status] : undefined
}

function isTradeStatus(word: string): word is SandboxTradeStatus {
  return Object.hasOwn(TO_PROVIDER_STATUS, word)
}
