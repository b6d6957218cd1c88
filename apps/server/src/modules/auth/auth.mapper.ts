import type { MemberInfo, StaffInfo } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { LocalizedText } from '../../db/columns'
import type { MemberRow, StaffRow } from './auth.repository'

const SEXES = ['male', 'female', 'secret'] as const

/** The stored text is not constrained: anything unknown reads as "secret". */
const sexFrom = (value: string): MemberInfo['sex'] => SEXES.find((sex) => sex === value) ?? 'secret'

function localizedName(name: LocalizedText, locale: Locale): string {
  return name[locale] || name['zh-Hans'] || name.en || Object.values(name).find(Boolean) || ''
}

export function memberInfoFrom(member: MemberRow, balanceFen: number): MemberInfo {
  return {
    id: member.id,
    email: member.email,
    username: member.username,
    headImg: member.headImg,
    sex: sexFrom(member.sex),
    phone: member.phone,
    isNewPeople: member.isNewPeople,
    isRemindNewPeople: member.isRemindNewPeople,
    balanceFen,
    hasPaymentPassword: member.paymentPasswordHash !== null,
  }
}

/** A console account with its shops in `shopIds` order; a shop without a name shows its id. */
export function staffInfoFrom(
  row: StaffRow,
  shops: { shopIds: string[]; names: Map<string, LocalizedText> },
  locale: Locale,
): StaffInfo {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    shops: shops.shopIds.map((id) => {
      const name = shops.names.get(id)
      return { id, name: name ? localizedName(name, locale) : id }
    }),
  }
}
