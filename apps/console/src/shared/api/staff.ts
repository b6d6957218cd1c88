import type { CallOutput, consoleCalls } from '@siam/contracts'

/** The signed-in staff member (`merchant/me`): every page is drawn for one, by role and shops. */
export type Staff = CallOutput<(typeof consoleCalls)['me']>

export type StaffRole = Staff['role']
