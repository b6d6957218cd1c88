/** A member as `member/getLoginMemberInfo` answers (not part of the app bundle: only tests import this file). */
import type { MemberInfo } from '@siam/contracts'

export const ann: MemberInfo = {
  id: 'm1',
  email: 'ann@example.com',
  username: 'Ann',
  headImg: null,
  sex: 'secret',
  phone: null,
  isNewPeople: true,
  isRemindNewPeople: false,
  balanceFen: 1250,
  hasPaymentPassword: false,
}
