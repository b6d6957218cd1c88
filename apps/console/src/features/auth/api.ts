import type { CallInput, CallOutput, consoleCalls } from '@siam/contracts'
import { request } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'

type Calls = typeof consoleCalls

type LoginInput = CallInput<Calls['login']>
export type LoginOutput = CallOutput<Calls['login']>

/** The session calls of `consoleCalls`, typed from the contracts, no schema at run time. */
export const authApi = {
  login: (input: LoginInput) => request<LoginOutput>('merchant/login', input, { ignoreUnauthorized: true }),
  me: () => request<Staff>('merchant/me'),
  logout: () => request<boolean>('merchant/logout'),
}
