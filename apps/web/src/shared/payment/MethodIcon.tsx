/** The icon of a payment method (WeChat green, Alipay blue, card and balance in the brand colour). */
import { IconCard, IconChat, IconWallet } from '../ui/icons'
import type { PayType } from './offers'

export function MethodIcon({ payType }: { payType: PayType }) {
  if (payType === 'balance') return <IconWallet className="pay-method-icon" />
  if (payType === 'wechat') return <IconChat className="pay-method-icon pay-icon-wechat" />
  if (payType === 'alipay') return <IconWallet className="pay-method-icon pay-icon-alipay" />
  return <IconCard className="pay-method-icon" />
}
