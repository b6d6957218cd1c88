import { z } from 'zod'
import { defineCall } from './call'
import { Fen, Id, Ok, Paging, page, Text } from './common'
import { CoordSystem, LngLatPoint } from './geo'

export const PLACE_LABELS = ['home', 'company', 'school'] as const
export const Gender = z.enum(['male', 'female', 'secret'])

/**
 * The address form (spec 3 and 5; decisions 0011, 0023). `phone` is the number the courier calls:
 * a mainland mobile (11 digits starting with 1) or an international number in E.164 (the courier
 * may call it through Siam). The member's own contact number on an order (WhatsApp) is a different
 * field, under the same rule.
 *
 * Field rules are checked by the server (not by the schema) so every failing field comes back at
 * once with the specification's messages: VALIDATION_FAILED with `fieldErrors` for contactName,
 * phone, city, street, door and `coordinates`. A point the geocoder cannot place is refused with
 * ADDRESS_NOT_GEOCODABLE.
 */
export const AddressInput = z.object({
  contactName: Text().trim().max(40).default(''),
  gender: Gender.default('secret'),
  phone: Text().trim().max(20).default(''),
  city: Text().trim().max(40).default(''),
  street: Text().trim().max(140).default(''),
  door: Text().trim().max(60).default(''),
  label: z.enum(PLACE_LABELS).nullable().default(null),
  isDefault: z.boolean().default(false),
  /** The point, in `coordSystem`; null when the app could not locate it. */
  lng: z.number().min(-180).max(180).nullable().default(null),
  lat: z.number().min(-90).max(90).nullable().default(null),
  /** WeChat getLocation (gcj02) and Chinese map pickers give gcj02; browser geolocation gives wgs84. */
  coordSystem: CoordSystem.default('wgs84'),
})
export type AddressInput = z.input<typeof AddressInput>

/**
 * A full replacement of an address. Moving it further than the move-confirmation distance (a
 * setting, 500 m) is refused with ADDRESS_MOVE_CONFIRM (409, message carries the metres) unless
 * `confirmMove` is true: the app shows the message, and sends the same request again with it.
 */
export const AddressUpdateInput = AddressInput.extend({
  id: Id,
  confirmMove: z.boolean().default(false),
})
export type AddressUpdateInput = z.input<typeof AddressUpdateInput>

export const Address = z.object({
  id: Id,
  contactName: Text(),
  gender: Gender,
  phone: z.string(),
  city: z.string(),
  street: Text(),
  door: Text(),
  label: z.enum(PLACE_LABELS).nullable(),
  isDefault: z.boolean(),
  /** WGS-84 (the same as `wgs84`; kept flat for older clients). */
  lng: z.number(),
  lat: z.number(),
  wgs84: LngLatPoint,
  gcj02: LngLatPoint,
  /**
   * The Chinese line for the courier: the geocoder's Chinese names for the point, then the door
   * number as typed. Shown beside the member's own text on the "show the courier" card.
   */
  courierLine: z.string(),
})
export type Address = z.infer<typeof Address>

const ById = z.object({ id: Id })

export const addressCalls = {
  list: defineCall({
    path: 'member/deliveryAddress/list',
    audience: 'member',
    summary: "The member's delivery addresses, default first then newest (pageNo -1 = all, page size 10).",
    input: Paging,
    output: page(Address),
  }),
  insert: defineCall({
    path: 'member/deliveryAddress/insert',
    audience: 'member',
    summary:
      "Add a delivery address (validated as spec 5, geocoded). A member's first address is the default.",
    input: AddressInput,
    output: Address,
  }),
  update: defineCall({
    path: 'member/deliveryAddress/update',
    audience: 'member',
    summary:
      'Replace an own address. Moving it far asks for confirmation (ADDRESS_MOVE_CONFIRM, resend with confirmMove).',
    input: AddressUpdateInput,
    output: Address,
  }),
  delete: defineCall({
    path: 'member/deliveryAddress/delete',
    audience: 'member',
    summary:
      'Delete an own address; when it was the default, the newest remaining address becomes the default.',
    input: ById,
    output: Ok,
  }),
  updateIsDefault: defineCall({
    path: 'member/deliveryAddress/updateIsDefault',
    audience: 'member',
    summary: 'Make an own address the default (the previous default loses the flag).',
    input: ById,
    output: Address,
  }),
  selectById: defineCall({
    path: 'member/deliveryAddress/selectById',
    audience: 'member',
    summary: 'One own address (ADDRESS_NOT_FOUND for anybody else, so ids do not leak).',
    input: ById,
    output: Address,
  }),
  deliveryFee: defineCall({
    path: 'common/selectDeliveryFee',
    audience: 'member',
    summary:
      "Delivery fee from a shop to one of the member's addresses, or out of range (radius or the shop's polygon).",
    input: z.object({ deliveryAddressId: Id, shopId: Id }),
    output: z.object({ inRange: z.boolean(), distanceMeters: z.number().int(), deliveryFeeFen: Fen }),
  }),
}
