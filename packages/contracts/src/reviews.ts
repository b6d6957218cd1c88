import { z } from 'zod'
import { defineCall } from './call'
import { CatalogPaging, Id, IsoTime, MultilineText, Paging, page, Text } from './common'

import { REVIEW_CONTENT_MAX, REVIEW_IMAGES_MAX, REVIEW_REPLY_MAX } from './review-limits'

export * from './review-limits'

/** A 1-5 star rating of the merchant (api-map `level`). */
export const ReviewLevel = z.number().int().min(1).max(5)
/** A photo of the member's own uploads, by the URL the upload answered. */
export const ReviewImage = Text().trim().min(1).max(500)

/** A review as anyone sees it on the shop page: the member's name is masked. */
export const Review = z.object({
  id: Id,
  shopId: Id,
  /** "A***a": the first and last character of the member's name. */
  memberName: z.string(),
  memberAvatar: z.string().nullable(),
  level: ReviewLevel,
  content: z.string(),
  images: z.array(z.string()),
  reply: z.string().nullable(),
  repliedAt: IsoTime.nullable(),
  createdAt: IsoTime,
})
export type Review = z.infer<typeof Review>

/** The member's own review of one of their orders. */
export const MyReview = Review.extend({ orderId: Id })
export type MyReview = z.infer<typeof MyReview>

/** A review on the console: which order it is about. */
export const ConsoleReview = Review.extend({
  orderId: Id,
  orderNo: z.string(),
  shopName: z.string(),
})
export type ConsoleReview = z.infer<typeof ConsoleReview>

/** What the evaluate page needs: the order's shop, and whether (and until when) it may be reviewed. */
export const ReviewState = z.object({
  orderId: Id,
  orderNo: z.string(),
  shopId: Id,
  shopName: z.string(),
  shopNameZh: z.string(),
  shopImage: z.string(),
  /** true when a review may be written now (completed, not reviewed, within the window) */
  reviewable: z.boolean(),
  /** the last moment a review is accepted (completion + the review window), when the order is completed */
  deadlineAt: IsoTime.nullable(),
  review: MyReview.nullable(),
})
export type ReviewState = z.infer<typeof ReviewState>

export const reviewCalls = {
  insert: defineCall({
    path: 'member/appraise/insert',
    audience: 'member',
    summary:
      'Review a completed order once, within the review window (14 days): 1-5 stars, text, own photos.',
    input: z.object({
      orderId: Id,
      level: ReviewLevel,
      content: MultilineText().trim().max(REVIEW_CONTENT_MAX).default(''),
      images: z.array(ReviewImage).max(REVIEW_IMAGES_MAX).default([]),
    }),
    output: MyReview,
  }),
  state: defineCall({
    path: 'member/appraise/selectByOrderId',
    audience: 'member',
    summary: "Whether the member's order may be reviewed now, and its review if written.",
    input: z.object({ orderId: Id }),
    output: ReviewState,
  }),
  list: defineCall({
    path: 'appraise/list',
    audience: 'public',
    summary: "A shop's reviews, newest first, with the merchant's replies.",
    input: CatalogPaging.extend({ shopId: Id }),
    output: page(Review).extend({
      /** the average rating, one decimal (null before the first review) */
      average: z.number().nullable(),
    }),
  }),
}

export const reviewConsoleCalls = {
  list: defineCall({
    path: 'merchant/appraise/list',
    audience: 'console',
    summary: "Reviews of the staff member's shops (platform: all shops), newest first.",
    input: Paging.extend({
      shopId: Id.optional(),
      /** only reviews still waiting for a reply */
      unreplied: z.boolean().default(false),
      /** only reviews of this many stars */
      rating: z.number().int().min(1).max(5).optional(),
    }),
    output: page(ConsoleReview),
  }),
  reply: defineCall({
    path: 'merchant/appraise/reply',
    audience: 'console',
    summary: "Answer a review of one's own shop (platform: any shop); a new reply replaces the old one.",
    input: z.object({ id: Id, reply: MultilineText().trim().min(1).max(REVIEW_REPLY_MAX) }),
    output: ConsoleReview,
  }),
}
