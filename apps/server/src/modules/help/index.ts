import { contentCalls, helpCalls } from '@siam/contracts'
import { fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { newId } from '../../platform/ids'
import { filledTexts, pick } from '../../platform/localize'
import { defineModule, type ModuleContext } from '../../platform/module'
import { audit } from '../audit'
import { type FaqRow, helpRepository } from './help.repository'

/** Help content: the FAQ (issue 15), edited by platform staff from the console (issue 14). */
export const helpModule = defineModule({ name: 'help', register: registerHelp })

const adminFaqFrom = (row: FaqRow) => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  published: row.published,
  sort: row.sort,
})

function registerHelp({ app, deps }: ModuleContext) {
  const { db, http } = deps
  bindCall(app, http, helpCalls.faqList, async ({ locale }) =>
    (await helpRepository.publishedFaq(db)).map((row) => ({
      id: row.id,
      question: pick(row.question, locale),
      answer: pick(row.answer, locale),
    })),
  )
  bindCall(app, http, contentCalls.adminFaqList, async () =>
    (await helpRepository.allFaq(db)).map(adminFaqFrom),
  )
  bindCall(app, http, contentCalls.adminFaqSave, async ({ input }) => {
    const fields = {
      question: filledTexts(input.question),
      answer: filledTexts(input.answer),
      sort: input.sort,
      published: input.published,
    }
    if (!input.id) {
      const id = newId()
      return adminFaqFrom(await helpRepository.insertFaq(db, { id, key: `console-${id}`, ...fields }))
    }
    const row = await helpRepository.updateFaq(db, input.id, fields)
    if (!row) fail('FAQ_NOT_FOUND')
    return adminFaqFrom(row)
  })
  // the audit row keeps the entry's last text, so a mistaken delete can be retyped
  bindCall(app, http, contentCalls.adminFaqDelete, async ({ input, actor }) => {
    await db.transaction(async (tx) => {
      const gone = await helpRepository.deleteFaq(tx, input.id)
      if (!gone) fail('FAQ_NOT_FOUND')
      await audit.record(tx, {
        actor,
        action: 'faq.delete',
        subject: `faq:${input.id}`,
        before: { question: gone.question, answer: gone.answer, published: gone.published },
        after: null,
        at: deps.clock.now(),
      })
    })
    return { id: input.id }
  })
}
