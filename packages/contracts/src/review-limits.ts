/** Review limits without zod, for the apps at run time (product rules 4.5; spec input max and picker count). */
export const REVIEW_CONTENT_MAX = 140
export const REVIEW_IMAGES_MAX = 9
export const REVIEW_REPLY_MAX = 300
