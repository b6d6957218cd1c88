import { z } from 'zod'
import { defineCall } from './call'
import { Id, IsoTime, MultilineText, Paging, Position, page, ShopType, Text } from './common'

/**
 * Platform console (issue 14): business settings with an audit log, suspending shops, and the
 * content the customer app shows (blog articles, FAQ). Every `admin` call is platform staff only.
 */

/** Text per locale as the console writes it: Chinese or English required, the other locales optional. */
const TranslatedLine = z
  .record(Text().max(10), Text().trim().max(200))
  .refine((t) => Boolean(t.en || t['zh-Hans']))

/** An editable setting: its value now, its default, and the range the server accepts. */
export const SettingEntry = z.object({
  key: z.string(),
  kind: z.enum(['integer', 'number', 'text']),
  value: z.union([z.number(), z.string()]),
  defaultValue: z.union([z.number(), z.string()]),
  min: z.number().nullable(),
  max: z.number().nullable(),
  updatedAt: IsoTime.nullable(),
})
export type SettingEntry = z.infer<typeof SettingEntry>

/** One change of who changed what: settings, shop suspensions (and other modules' money-relevant acts). */
export const AuditEntry = z.object({
  id: Id,
  actorType: z.string(),
  actorId: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: IsoTime,
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const AdminShop = z.object({
  id: Id,
  name: z.string(),
  cuisine: z.string(),
  operating: z.boolean(),
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
})
export type AdminShop = z.infer<typeof AdminShop>

/** A merchant account and the shops it runs (issue 14). */
export const AdminMerchant = z.object({
  id: Id,
  email: z.string(),
  name: z.string(),
  shopIds: z.array(Id),
  createdAt: IsoTime,
})
export type AdminMerchant = z.infer<typeof AdminMerchant>

const ShopIds = z.array(Id).max(50)

export const platformCalls = {
  settingList: defineCall({
    path: 'admin/setting/list',
    audience: 'admin',
    summary: 'The editable business settings with their values, defaults and ranges.',
    input: z.object({}),
    output: z.array(SettingEntry),
  }),
  settingUpdate: defineCall({
    path: 'admin/setting/update',
    audience: 'admin',
    summary: 'Changes one setting (checked against its range); recorded in the audit log; effective at once.',
    input: z.object({ key: Text().min(1).max(64), value: z.union([z.number(), Text().max(200)]) }),
    output: SettingEntry,
  }),
  auditList: defineCall({
    path: 'admin/audit/list',
    audience: 'admin',
    summary: 'The audit log, newest first, optionally for one subject prefix (`setting:`, `shop:`).',
    input: Paging.extend({ subject: Text().max(100).optional() }),
    output: page(AuditEntry),
  }),
  shopList: defineCall({
    path: 'admin/shop/list',
    audience: 'admin',
    summary: 'Every shop, suspended ones included, by name.',
    input: Paging.extend({ keyword: Text().trim().max(100).optional() }),
    output: page(AdminShop),
  }),
  shopCreate: defineCall({
    path: 'admin/shop/create',
    audience: 'admin',
    summary:
      'Creates a shop (names per locale, type, cuisine, address, WGS-84 position, phone). It starts not operating: its merchant (bound with admin/merchant/bind) sets hours and menu, then opens it. Audited.',
    input: z.object({
      name: TranslatedLine,
      type: ShopType,
      cuisine: Text().trim().min(1).max(40),
      address: TranslatedLine,
      position: Position,
      phone: Text().trim().min(5).max(30),
    }),
    output: AdminShop,
  }),
  shopSuspend: defineCall({
    path: 'admin/shop/suspend',
    audience: 'admin',
    summary:
      'Suspends a shop: hidden from the lists and not orderable; orders already placed continue. Audited.',
    input: z.object({ id: Id, reason: Text().trim().min(1).max(200) }),
    output: AdminShop,
  }),
  merchantList: defineCall({
    path: 'admin/merchant/list',
    audience: 'admin',
    summary: 'Merchant accounts with the shops each runs, by e-mail.',
    input: z.object({}),
    output: z.array(AdminMerchant),
  }),
  merchantCreate: defineCall({
    path: 'admin/merchant/create',
    audience: 'admin',
    summary:
      'Creates a merchant account with an initial password (handed over by the platform) bound to shops. Audited.',
    input: z.object({
      email: Text().trim().max(254),
      name: Text().trim().min(1).max(60),
      password: Text().max(64),
      shopIds: ShopIds,
    }),
    output: AdminMerchant,
  }),
  merchantBind: defineCall({
    path: 'admin/merchant/bind',
    audience: 'admin',
    summary: 'Sets the shops a merchant runs (bind and unbind); effective on their next call. Audited.',
    input: z.object({ id: Id, shopIds: ShopIds }),
    output: AdminMerchant,
  }),
  shopReinstate: defineCall({
    path: 'admin/shop/reinstate',
    audience: 'admin',
    summary: 'Lifts a suspension. Audited.',
    input: z.object({ id: Id }),
    output: AdminShop,
  }),
}

const TranslatedBody = z
  .record(Text().max(10), MultilineText().max(20_000))
  .refine((t) => Boolean(t.en || t['zh-Hans']))

/** An article as the console edits it: every locale's text, so missing translations can be marked. */
export const AdminArticle = z.object({
  id: Id,
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  published: z.boolean(),
  sort: z.number().int(),
  publishedAt: IsoTime.nullable(),
  updatedAt: IsoTime,
})
export type AdminArticle = z.infer<typeof AdminArticle>

export const AdminFaq = z.object({
  id: Id,
  question: z.record(z.string(), z.string()),
  answer: z.record(z.string(), z.string()),
  published: z.boolean(),
  sort: z.number().int(),
})
export type AdminFaq = z.infer<typeof AdminFaq>

/** An article in the reader's language (falling back to English, then Chinese); body is plain text/markdown. */
export const ArticleSummary = z.object({
  id: Id,
  title: z.string(),
  excerpt: z.string(),
  publishedAt: IsoTime.nullable(),
})
export type ArticleSummary = z.infer<typeof ArticleSummary>
export const Article = ArticleSummary.extend({ body: z.string() })
export type Article = z.infer<typeof Article>

/** Where a banner shows: the home page's swiper, or the invite (share) page. */
export const BannerPlace = z.enum(['home', 'share'])
export type BannerPlace = z.infer<typeof BannerPlace>

/** A banner as the console edits it: every locale's title, so missing translations can be marked. */
export const AdminBanner = z.object({
  id: Id,
  place: BannerPlace,
  image: z.string(),
  title: z.record(z.string(), z.string()),
  link: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
})
export type AdminBanner = z.infer<typeof AdminBanner>

/** A banner's link is a page of the customer app (a path of ours), never another site or a script. */
const InAppLink = Text()
  .trim()
  .max(300)
  .regex(/^\/pages\/[\w/.-]*(\?[\w=&%.-]*)?$/)

export const contentCalls = {
  blogList: defineCall({
    path: 'content/blog/list',
    audience: 'public',
    summary: 'Published blog / tips articles in display order, in the reader’s language.',
    input: Paging,
    output: page(ArticleSummary),
  }),
  blogDetail: defineCall({
    path: 'content/blog/detail',
    audience: 'public',
    summary: 'One published article (its body is plain text with light markdown; never HTML).',
    input: z.object({ id: Id }),
    output: Article,
  }),
  adminBlogList: defineCall({
    path: 'admin/content/blog/list',
    audience: 'admin',
    summary: 'Every article, drafts included, with every translation.',
    input: z.object({}),
    output: z.array(AdminArticle),
  }),
  adminBlogSave: defineCall({
    path: 'admin/content/blog/save',
    audience: 'admin',
    summary: 'Creates (no id) or updates an article.',
    input: z.object({
      id: Id.optional(),
      title: TranslatedLine,
      body: TranslatedBody,
      sort: z.number().int().min(0).max(10_000).default(0),
      published: z.boolean().default(false),
    }),
    output: AdminArticle,
  }),
  adminBlogPublish: defineCall({
    path: 'admin/content/blog/publish',
    audience: 'admin',
    summary: 'Publishes or unpublishes an article.',
    input: z.object({ id: Id, published: z.boolean() }),
    output: AdminArticle,
  }),
  adminBlogDelete: defineCall({
    path: 'admin/content/blog/delete',
    audience: 'admin',
    summary: 'Deletes an article (audited with its last text).',
    input: z.object({ id: Id }),
    output: z.object({ id: Id }),
  }),
  adminBannerList: defineCall({
    path: 'admin/content/banner/list',
    audience: 'admin',
    summary: 'Every home and share banner, unpublished ones included, with every translation.',
    input: z.object({}),
    output: z.array(AdminBanner),
  }),
  adminBannerSave: defineCall({
    path: 'admin/content/banner/save',
    audience: 'admin',
    summary:
      'Creates (no id) or updates a banner: a photo uploaded through the photo pipeline, titles, link, order. Audited.',
    input: z.object({
      id: Id.optional(),
      place: BannerPlace,
      image: Text().trim().min(1).max(500),
      title: TranslatedLine,
      link: InAppLink.nullable().default(null),
      sort: z.number().int().min(0).max(10_000).default(0),
      published: z.boolean().default(false),
    }),
    output: AdminBanner,
  }),
  adminBannerPublish: defineCall({
    path: 'admin/content/banner/publish',
    audience: 'admin',
    summary: 'Publishes or unpublishes a banner. Audited.',
    input: z.object({ id: Id, published: z.boolean() }),
    output: AdminBanner,
  }),
  adminBannerDelete: defineCall({
    path: 'admin/content/banner/delete',
    audience: 'admin',
    summary: 'Deletes a banner (audited with its last content).',
    input: z.object({ id: Id }),
    output: z.object({ id: Id }),
  }),
  adminFaqList: defineCall({
    path: 'admin/content/faq/list',
    audience: 'admin',
    summary: 'Every FAQ entry, unpublished ones included, with every translation.',
    input: z.object({}),
    output: z.array(AdminFaq),
  }),
  adminFaqSave: defineCall({
    path: 'admin/content/faq/save',
    audience: 'admin',
    summary: 'Creates (no id) or updates an FAQ entry, its order and whether it is published.',
    input: z.object({
      id: Id.optional(),
      question: TranslatedLine,
      answer: TranslatedBody,
      sort: z.number().int().min(0).max(10_000).default(0),
      published: z.boolean().default(true),
    }),
    output: AdminFaq,
  }),
  adminFaqDelete: defineCall({
    path: 'admin/content/faq/delete',
    audience: 'admin',
    summary: 'Deletes an FAQ entry (audited with its last text).',
    input: z.object({ id: Id }),
    output: z.object({ id: Id }),
  }),
}
