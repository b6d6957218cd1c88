import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Id } from './common'

/** A question and its answer, in the request's language (issue 15; edited from the console later). */
export const FaqEntry = z.object({ id: Id, question: z.string(), answer: z.string() })
export type FaqEntry = z.infer<typeof FaqEntry>

export const helpCalls = {
  faqList: defineCall({
    path: 'content/faq/list',
    audience: 'public',
    summary: 'The published FAQ entries in display order.',
    input: Empty,
    output: z.array(FaqEntry),
  }),
}
