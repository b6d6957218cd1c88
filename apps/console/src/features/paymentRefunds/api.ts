import type { aftersaleConsoleCalls, CallInput, CallOutput } from '@siam/contracts'
import { type RequestOptions, request } from '../../shared/api/client'

/** The platform's payment-refund calls (`aftersaleConsoleCalls`), typed, no schema at run time. */
type Calls = typeof aftersaleConsoleCalls

type PaymentRefundListInput = CallInput<Calls['paymentRefunds']>
type PaymentRefundPage = CallOutput<Calls['paymentRefunds']>
export type PaymentRefundRow = PaymentRefundPage['records'][number]

export const paymentRefundsApi = {
  list: (input: PaymentRefundListInput, options?: RequestOptions) =>
    request<PaymentRefundPage>('admin/paymentRefund/list', input, options),
  retry: (id: string) => request<PaymentRefundRow>('admin/paymentRefund/retry', { id }),
}

export type PaymentRefundsApi = typeof paymentRefundsApi
