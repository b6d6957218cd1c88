import { z } from 'zod'
import { defineCall } from './call'
import { Id, IsoTime, Ok, Paging, page } from './common'

// ---------- profile (spec 3 "User info screen", 7) ----------
export const SEXES = ['male', 'female', 'secret'] as const

export const ProfileDetail = z.object({
  /** As on the ID card (withdrawals need it); null until the member gives it. */
  realName: z.string().nullable(),
  /** Members who signed up through my link (affiliate membership, spec 3). */
  invitedCount: z.number().int(),
  /** Credited reward money that can be withdrawn, fen. */
  rewardFen: z.number().int(),
})
export type ProfileDetail = z.infer<typeof ProfileDetail>

export const profileCalls = {
  detail: defineCall({
    path: 'member/profile/detail',
    audience: 'member',
    summary: 'What the user info screen shows beyond getLoginMemberInfo: real name, invited count, reward.',
    input: z.object({}).passthrough(),
    output: ProfileDetail,
  }),
  update: defineCall({
    path: 'member/update',
    audience: 'member',
    summary:
      'Change my username, gender, real name (as on the ID card, for withdrawals) or avatar (my own upload).',
    input: z
      .object({
        username: z.string().trim().min(1).max(30).optional(),
        sex: z.enum(SEXES).optional(),
        realName: z.string().trim().min(2).max(40).optional(),
        /** An upload URL from member/uploadSingleImage (only the member's own). */
        headImg: z.string().max(500).optional(),
      })
      .strict(),
    output: Ok,
  }),
}

// ---------- favourites (api-map "Cart, addresses, favourites") ----------
export const FAVOURITE_KINDS = ['goods', 'shop'] as const
export const FavouriteKind = z.enum(FAVOURITE_KINDS)

export const Favourite = z.object({
  id: Id,
  kind: FavouriteKind,
  shopId: Id,
  goodsId: Id.nullable(),
  name: z.string(),
  image: z.string().nullable(),
  priceFen: z.number().int().nullable(),
  /** The dish or shop can no longer be ordered: sold out, or gone. */
  state: z.enum(['available', 'sold_out', 'gone']),
  createdAt: IsoTime,
})
export type Favourite = z.infer<typeof Favourite>

export const favouriteCalls = {
  goodsCollectList: defineCall({
    path: 'member/goodsCollect/list',
    audience: 'member',
    summary: 'My favourite dishes, newest first.',
    input: Paging,
    output: page(Favourite),
  }),
  goodsCollectInsert: defineCall({
    path: 'member/goodsCollect/insert',
    audience: 'member',
    summary: 'Favourite a dish (again is a no-op).',
    input: z.object({ goodsId: Id }),
    output: Ok,
  }),
  goodsCollectDelete: defineCall({
    path: 'member/goodsCollect/delete',
    audience: 'member',
    summary: 'Remove dishes from my favourites.',
    input: z.object({ goodsIds: z.array(Id).min(1).max(100) }),
    output: Ok,
  }),
  goodsCollectSelectByGoodsId: defineCall({
    path: 'member/goodsCollect/selectByGoodsId',
    audience: 'member',
    summary: 'Whether a dish is among my favourites.',
    input: z.object({ goodsId: Id }),
    output: z.boolean(),
  }),
  shopCollectList: defineCall({
    path: 'member/shopCollect/list',
    audience: 'member',
    summary: 'My favourite shops, newest first.',
    input: Paging,
    output: page(Favourite),
  }),
  shopCollectInsert: defineCall({
    path: 'member/shopCollect/insert',
    audience: 'member',
    summary: 'Favourite a shop (again is a no-op).',
    input: z.object({ shopId: Id }),
    output: Ok,
  }),
  shopCollectDelete: defineCall({
    path: 'member/shopCollect/delete',
    audience: 'member',
    summary: 'Remove shops from my favourites.',
    input: z.object({ shopIds: z.array(Id).min(1).max(100) }),
    output: Ok,
  }),
  shopCollectSelectByShopId: defineCall({
    path: 'member/shopCollect/selectByShopId',
    audience: 'member',
    summary: 'Whether a shop is among my favourites.',
    input: z.object({ shopId: Id }),
    output: z.boolean(),
  }),
}
