import type { Executor } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import { stableId } from '../../platform/ids'
import { couponsRepository } from './coupons.repository'

const DAY_MS = 24 * 60 * 60_000

/**
 * The new-member gift (product rules 7, sources): a delivery coupon and a shop coupon valid at every
 * shop for 30 days. The demo seed gives it to the demo member; sign-up can give it the same way.
 */
const NEW_MEMBER_GIFT: {
  key: string
  kind: 'delivery' | 'shop'
  amountFen: number
  thresholdFen: number
  validDays: number
  title: LocalizedText
}[] = [
  {
    key: 'delivery',
    kind: 'delivery',
    amountFen: 500,
    thresholdFen: 0,
    validDays: 30,
    title: {
      en: 'New member gift: 5 yuan off delivery',
      'zh-Hans': '新人礼：配送费立减5元',
      'zh-Hant': '新人禮：配送費立減5元',
      ja: '新規会員特典：配達料5元引き',
      ko: '신규 회원 선물: 배달비 5위안 할인',
      ru: 'Подарок новичку: минус 5 юаней за доставку',
      ur: 'نئے رکن کا تحفہ: ڈیلیوری پر 5 یوآن کی چھوٹ',
      ar: 'هدية العضو الجديد: خصم 5 يوان على التوصيل',
      fr: 'Cadeau de bienvenue : 5 yuans de moins sur la livraison',
      de: 'Willkommensgeschenk: 5 Yuan weniger Liefergebühr',
      es: 'Regalo de bienvenida: 5 yuanes menos en el envío',
    },
  },
  {
    key: 'shop',
    kind: 'shop',
    amountFen: 1000,
    thresholdFen: 3000,
    validDays: 30,
    title: {
      en: 'New member gift: 10 yuan off orders from 30 yuan',
      'zh-Hans': '新人礼：满30元减10元',
      'zh-Hant': '新人禮：滿30元減10元',
      ja: '新規会員特典：30元以上で10元引き',
      ko: '신규 회원 선물: 30위안 이상 주문 시 10위안 할인',
      ru: 'Подарок новичку: минус 10 юаней при заказе от 30 юаней',
      ur: 'نئے رکن کا تحفہ: 30 یوآن سے زیادہ کے آرڈر پر 10 یوآن کی چھوٹ',
      ar: 'هدية العضو الجديد: خصم 10 يوان على الطلبات من 30 يوان',
      fr: 'Cadeau de bienvenue : 10 yuans de moins dès 30 yuans de commande',
      de: 'Willkommensgeschenk: 10 Yuan weniger ab 30 Yuan Bestellwert',
      es: 'Regalo de bienvenida: 10 yuanes menos en pedidos desde 30 yuanes',
    },
  },
]

/** The same member and gift always give the same id, so the gift is handed out once. */
const giftId = (memberId: string, key: string) => stableId(`new-member-gift/${memberId}/${key}`)

/** Gives the member the new-member gift once (a second call changes nothing); returns the coupon ids. */
export async function grantNewMemberGift(x: Executor, memberId: string, now: Date): Promise<string[]> {
  const ids: string[] = []
  for (const gift of NEW_MEMBER_GIFT) {
    ids.push(
      await couponsRepository.grant(
        x,
        {
          id: giftId(memberId, gift.key),
          memberId,
          kind: gift.kind,
          title: gift.title,
          amountFen: gift.amountFen,
          thresholdFen: gift.thresholdFen,
          shopId: null,
          validFrom: now,
          validUntil: new Date(now.getTime() + gift.validDays * DAY_MS),
          source: 'new_member',
        },
        now,
      ),
    )
  }
  return ids
}
