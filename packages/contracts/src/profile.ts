import { z } from 'zod'
import { defineCall } from './call'
import { Id, IsoTime, Ok, Paging, page, Text } from './common'

// ---------- profile (spec 3 "User info screen", 7) ----------
export const SEXES = ['male', 'female', 'secret'] as const

export const ProfileDetail = z.object({
  /** As on the ID card (withdrawals need it); null until the member gives it. */
  realName: z.string().nullable(),
  /** Whether WeChat is bound (WeChat login, JSAPI pay). */
  weChatBound: z.boolean(),
  /** Members who signed up through my link (affiliate membership, spec 3). */
  invitedCount: z.number().int(),
  /** When I joined the affiliate programme (spec 6 opt-in); null: not joined. */
  affiliateJoinedAt: IsoTime.nullable(),
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
        username: Text().trim().min(1).max(30).optional(),
        sex: z.enum(SEXES).optional(),
        realName: Text().trim().min(2).max(40).optional(),
        /** An upload URL from member/uploadSingleImage (only the member's own). */
        headImg: Text().max(500).optional(),
      })
      .strict(),
    output: Ok,
  }),
  changeEmail: defineCall({
    path: 'member/changeEmail',
    audience: 'member',
    summary:
      'Move my account to a new e-mail address with the code sent there (member/sendEmailCode type change-email); it must differ and be free.',
    input: z.object({ email: Text().trim().max(254), code: Text().max(12) }),
    output: Ok,
  }),
  removeBindingWx: defineCall({
    path: 'member/removeBindingWx',
    audience: 'member',
    summary: 'Unbind WeChat from this account.',
    input: z.object({}).passthrough(),
    output: Ok,
  }),
  bindWx: defineCall({
    path: 'member/bindWx',
    audience: 'member',
    summary:
      'Bind WeChat to this account with an OAuth code (inside WeChat); an openid bound elsewhere is refused.',
    input: z.object({ code: Text().min(1).max(128) }),
    output: Ok,
  }),
  weChatOauthUrl: defineCall({
    path: 'member/weChat/oauthUrl',
    audience: 'public',
    summary: 'Where to send the WeChat browser for the web authorization (snsapi_base or snsapi_userinfo).',
    input: z.object({
      redirectUri: Text().min(1).max(500),
      scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
      state: Text().max(128),
    }),
    output: z.object({ url: z.string() }),
  }),
  weChatOpenId: defineCall({
    path: 'member/weChat/openId',
    audience: 'public',
    summary:
      'Exchange an OAuth code (single use) for the openid and WeChat profile; the openid may then sign in once within 10 minutes.',
    input: z.object({ code: Text().min(1).max(128) }),
    output: z.object({
      openId: z.string(),
      username: z.string(),
      headImg: z.string(),
      sex: z.enum(SEXES),
      /** Whether an account already has this openid. */
      bound: z.boolean(),
    }),
  }),
  weChatLogin: defineCall({
    path: 'member/weChat/login',
    audience: 'public',
    summary: 'Sign in (or sign up) with the openid of a fresh code exchange (spec 7 fields).',
    input: z.object({
      mobile: Text().trim().max(20).optional(),
      headImg: Text().max(500).optional(),
      username: Text().trim().max(64).optional(),
      sex: z.union([z.enum(SEXES), z.number().int().min(0).max(2)]).optional(),
      openId: Text().min(1).max(128),
      inviterId: Text().max(64).optional(),
    }),
    output: z.object({
      token: z.string(),
      isNewPeople: z.boolean(),
      openId: z.string(),
      phone: z.string().nullable(),
    }),
  }),
}

// ---------- favourites (api-map "Cart, addresses, favourites") ----------
export const FAVOURITE_KINDS = ['goods', 'shop', 'mall'] as const
export const FavouriteKind = z.enum(FAVOURITE_KINDS)

export const Favourite = z.object({
  id: Id,
  kind: FavouriteKind,
  /** The shop (of the dish); null for mall goods. */
  shopId: Id.nullable(),
  /** The dish or the mall goods item; null for a shop. */
  goodsId: Id.nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** A dish's price, or a mall item's cash part (fen). */
  priceFen: z.number().int().nullable(),
  /** A mall item's points per item; null otherwise. */
  points: z.number().int().nullable(),
  /** The dish or shop can no longer be ordered: sold out, or gone. */
  state: z.enum(['available', 'sold_out', 'gone']),
  createdAt: IsoTime,
})
export type Favourite = z.infer<typeof Favourite>

export const favouriteCalls = {
  goodsCollectList: defineCall({
    path: 'member/goodsCollect/list',
    audience: 'member',
    summary: 'My favourite dishes and mall goods, newest first.',
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
    summary: 'Remove dishes or mall goods from my favourites.',
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
  mallCollectInsert: defineCall({
    path: 'member/pointsMall/goodsCollect/insert',
    audience: 'member',
    summary: 'Favourite a points-mall goods item on sale (again is a no-op).',
    input: z.object({ goodsId: Id }),
    output: Ok,
  }),
  mallCollectDelete: defineCall({
    path: 'member/pointsMall/goodsCollect/delete',
    audience: 'member',
    summary: 'Remove mall goods from my favourites.',
    input: z.object({ goodsIds: z.array(Id).min(1).max(100) }),
    output: Ok,
  }),
  mallCollectSelectByGoodsId: defineCall({
    path: 'member/pointsMall/goodsCollect/selectByGoodsId',
    audience: 'member',
    summary: 'Whether a mall goods item is among my favourites.',
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
