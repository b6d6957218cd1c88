import type { Payment } from '@siam/contracts'
import type { PaymentRow } from './payments.repository'

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.orderId,
    rechargeId: row.rechargeId,
    targetKind: row.targetKind,
    targetId: row.targetId,
    payType: row.payType,
    amountFen: row.amountFen,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}
