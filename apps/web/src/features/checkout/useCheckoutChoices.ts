/**
 * What the member chooses on the confirm order page, remembered per shop so a detour (address pages,
 * login) comes back to the same choices.
 */
import { useEffect, useState } from 'react'
import { useSession } from '../../shared/session'
import { type DraftChoices, lastContactPhone, loadChoices, saveChoices } from './draftStore'
import type { Dining, Helper, Way } from './orderDraft'

/** Choices the address pages hand back in the address; they win over the remembered ones. */
export interface HandedBack {
  wantWay: string | null
  wantDining: string | null
  chosenAddressId: string | null
}

export function useCheckoutChoices(shopId: string, { wantWay, wantDining, chosenAddressId }: HandedBack) {
  const session = useSession()
  const [saved] = useState<DraftChoices>(() => loadChoices(shopId))

  const [way, setWay] = useState<Way>(
    wantWay === 'pickup' || wantWay === 'delivery' ? wantWay : (saved.shoppingWay ?? 'delivery'),
  )
  const [dining, setDining] = useState<Dining>(
    wantDining === 'dine_in' || wantDining === 'take_away' ? wantDining : (saved.diningOption ?? 'dine_in'),
  )
  const [addressId] = useState<string | null>(chosenAddressId ?? saved.addressId ?? null)
  const [remark, setRemark] = useState(saved.remark ?? '')
  const [phone, setPhone] = useState(
    saved.contactPhone ?? (lastContactPhone() || session.member?.phone || ''),
  )
  const [helper, setHelper] = useState<Helper>(saved.deliveryHelper ?? 'platform')

  useEffect(() => {
    saveChoices(shopId, {
      shoppingWay: way,
      diningOption: dining,
      addressId,
      remark,
      contactPhone: phone,
      deliveryHelper: helper,
    })
  }, [shopId, way, dining, addressId, remark, phone, helper])

  return { way, setWay, dining, setDining, addressId, remark, setRemark, phone, setPhone, helper, setHelper }
}
