import { contentCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createContentService } from './content.service'

/** Blog / tips articles: the console's editing calls and the customer app's blog tab (issue 14). */
export const contentModule = defineModule({ name: 'content', register: registerContent })

function registerContent({ app, deps }: ModuleContext) {
  const service = createContentService({ db: deps.db, clock: deps.clock })
  const { http } = deps
  bindCall(app, http, contentCalls.blogList, ({ input, locale }) => service.publishedList(input, locale))
  bindCall(app, http, contentCalls.blogDetail, ({ input, locale }) =>
    service.publishedArticle(input.id, locale),
  )
  bindCall(app, http, contentCalls.adminBlogList, () => service.adminList())
  bindCall(app, http, contentCalls.adminBlogSave, ({ input }) => service.save(input))
  bindCall(app, http, contentCalls.adminBlogPublish, ({ input }) =>
    service.publish(input.id, input.published),
  )
  bindCall(app, http, contentCalls.adminBlogDelete, ({ input, actor }) => service.remove(actor, input.id))
  return {}
}
