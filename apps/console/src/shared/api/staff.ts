import type { DescriptorOutput } from '@siam/api-client'
import type { consoleApi } from '@siam/contracts/descriptors'

/** The signed-in staff member (`merchant/me`): every page is drawn for one, by role and shops. */
export type Staff = DescriptorOutput<typeof consoleApi.me>

export type StaffRole = Staff['role']
