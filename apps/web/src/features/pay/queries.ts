/** The pay feature's reads: the methods for an order, and a payment's state. */
import { callKey } from '@siam/api-client'
import { paymentApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { type CallOptions, call } from '../../shared/api'
import type { payEnvironment } from '../../shared/environment'

type PayEnvironment = ReturnType<typeof payEnvironment>

export const payQueries = {
  methods: (orderId: string, environment: PayEnvironment) =>
    queryOptions({
      queryKey: callKey(paymentApi.methods, orderId, environment),
      queryFn: () => call(paymentApi.methods, { orderId, environment }),
    }),
  payment: (paymentId: string, options?: CallOptions) =>
    queryOptions({
      queryKey: callKey(paymentApi.query, paymentId),
      queryFn: () => call(paymentApi.query, { paymentId }, options),
    }),
}
