/** One published article of the blog tab (issue 14), in the reader's language with a fallback. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useLang } from '../../shared/i18n'
import { ErrorState } from '../../shared/ui/ErrorState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { Markdown } from './markdown'
import { blogQueries } from './queries'
import './blog.css'

export function Component() {
  const { t } = useTranslation('blog')
  const { lang } = useLang()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const article = useQuery({ ...blogQueries.article(id, lang), enabled: id !== '' })
  return (
    <main className="page article-page">
      <PageHeader title={t('blog:article_title')} />
      {id === '' ? (
        // an address without an article: say so, instead of a skeleton that never ends
        <ErrorState page message={t('blog:article_missing')} />
      ) : article.isPending ? (
        <SkeletonLines lines={8} />
      ) : article.isError ? (
        <ErrorState page error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <article className="section article">
          <h2 className="article-title">{article.data.title}</h2>
          <Markdown source={article.data.body} />
        </article>
      )}
    </main>
  )
}
