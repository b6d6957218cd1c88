import type { Executor, Tx } from '../db/client'
import type { Cause } from '../modules/ledger'

/** What a member owes for a target, when it may be paid now. */
interface PayTargetDue {
  amountFen: number
  /** Shown to the payer by the provider (a purchase number, an order number). */
  reference: string
  /** After this the provider refuses the money (the target's pay window). */
  expiresAt: Date
  description: string
}

/**
 * A kind of thing a provider payment may pay, registered by the module that owns it (decision
 * 0025): payments stores `target_kind` + `target_id`, asks the owner whether the member may pay,
 * books the money into the owner's account under the owner's causes, and tells the owner when the
 * provider confirms. Orders and recharges predate this registry and keep their own columns.
 */
export interface PayTargetHandler {
  /** Stored in payments.target_kind; unique. */
  readonly kind: string
  /** The field of `member/payment/create` (and `methods`) that names a target of this kind. */
  readonly inputField: string
  /** The web route (under /web/#/) the payment check page returns to. */
  readonly returnPath: string
  /** The platform account holding the money received for this kind (and paying refunds). */
  readonly account: string
  readonly paymentCause: Cause
  readonly refundCause: Cause
  /** Whether a balance payment through payments is offered (false: the owner has its own path). */
  readonly balanceThroughPayments: boolean
  /** What the member owes now; fails with the owner's error when the target may not be paid. */
  payable(x: Executor, memberId: string, targetId: string, now: Date): Promise<PayTargetDue>
  /**
   * The provider confirmed the money (called once per succeeded payment, in its transaction).
   * True: the target took it; false (closed, already paid): the money goes back (late payment).
   */
  paid(
    tx: Tx,
    targetId: string,
    payment: { paymentId: string; payType: string; amountFen: number },
    now: Date,
  ): Promise<boolean>
  /** Unpaid targets whose pay window ended before `before`: reconciliation closes them. */
  expiredUnpaid(x: Executor, before: Date, limit: number): Promise<string[]>
  /** Closes an unpaid target (its window passed, no open payment left); false if it was not open. */
  close(tx: Tx, targetId: string, now: Date): Promise<boolean>
}

export interface PayTargetRegistry {
  register(handler: PayTargetHandler): void
  byKind(kind: string): PayTargetHandler
  /** The registered target named by a request's fields, if any. */
  fromInput(input: object): { handler: PayTargetHandler; targetId: string } | null
  all(): readonly PayTargetHandler[]
}

/** One per app: owning modules register while the app starts, payments reads at request time. */
export function createPayTargetRegistry(): PayTargetRegistry {
  const handlers = new Map<string, PayTargetHandler>()
  return {
    register(handler) {
      if (handlers.has(handler.kind)) throw new Error(`two pay targets of kind ${handler.kind}`)
      handlers.set(handler.kind, handler)
    },
    byKind(kind) {
      const handler = handlers.get(kind)
      if (!handler) throw new Error(`no pay target of kind ${kind}`)
      return handler
    },
    fromInput(input) {
      const fields = input as Record<string, unknown>
      for (const handler of handlers.values()) {
        const value = fields[handler.inputField]
        if (typeof value === 'string' && value) return { handler, targetId: value }
      }
      return null
    },
    all: () => [...handlers.values()],
  }
}
