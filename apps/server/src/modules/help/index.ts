import { helpCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { pick } from '../../platform/localize'
import { defineModule, type ModuleContext } from '../../platform/module'
import { helpRepository } from './help.repository'

/** Help content: the FAQ (issue 15). */
export const helpModule = defineModule({ name: 'help', register: registerHelp })

function registerHelp({ app, deps }: ModuleContext) {
  bindCall(app, deps.http, helpCalls.faqList, async ({ locale }) =>
    (await helpRepository.publishedFaq(deps.db)).map((row) => ({
      id: row.id,
      question: pick(row.question, locale),
      answer: pick(row.answer, locale),
    })),
  )
}
