import { z } from 'zod'
import { defineCall } from './call'
import { Fen, Id, Paging, page } from './common'

export const PLACE_LABELS = ['home', 'company', 'school'] as const
export const Gender = z.enum(['male', 'female', 'secret'])

export const AddressInput = z.object({
  contactName: z.string().trim().max(40).default(''),
  gender: Gender.default('secret'),
  phone: z.string().trim().max(20).default(''),
  city: z.string().trim().max(40).default(''),
  street: z.string().trim().max(140).default(''),
  door: z.string().trim().max(60).default(''),
  label: z.enum(PLACE_LABELS).nullable().default(null),
  isDefault: z.boolean().default(false),
  /** WGS-84; null when the app could not locate the point. */
  lng: z.number().min(-180).max(180).nullable().default(null),
  lat: z.number().min(-90).max(90).nullable().default(null),
})

export const Address = z.object({
  id: Id,
  contactName: z.string(),
  gender: Gender,
  phone: z.string(),
  city: z.string(),
  street: z.string(),
  door: z.string(),
  label: z.enum(PLACE_LABELS).nullable(),
  isDefault: z.boolean(),
  lng: z.number(),
  lat: z.number(),
})
export type Address = z.infer<typeof Address>

export const addressCalls = {
  list: defineCall({
    path: 'member/deliveryAddress/list',
    audience: 'member',
    summary: "The member's delivery addresses, default first (pageNo -1 = all).",
    input: Paging,
    output: page(Address),
  }),
  insert: defineCall({
    path: 'member/deliveryAddress/insert',
    audience: 'member',
    summary: 'Add a delivery address (validated as spec 5).',
    input: AddressInput,
    output: Address,
  }),
  deliveryFee: defineCall({
    path: 'common/selectDeliveryFee',
    audience: 'member',
    summary: "Delivery fee from a shop to one of the member's addresses, or out of range.",
    input: z.object({ deliveryAddressId: Id, shopId: Id }),
    output: z.object({ inRange: z.boolean(), distanceMeters: z.number().int(), deliveryFeeFen: Fen }),
  }),
}
