/**
 * Platform staff: the customer app's content (issue 14). Blog / tips articles (the blog tab) and FAQ
 * entries (the help page), each in the 11 locales with a marker on every missing translation,
 * published or not, in an order. Bodies are plain text with light markdown; the app never renders
 * them as HTML.
 */
import { callKey } from '@siam/api-client'
import { contentApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { LoadError } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { type TranslatedDraft, TranslatedEditor } from './TranslatedEditor'
import { missingLocales, type Translations } from './translations'
import './platformAdmin.css'

type Kind = 'blog' | 'faq'

/** A blog article or an FAQ entry, as this page lists and edits both. */
interface Item {
  id: string
  heading: Translations
  body: Translations
  published: boolean
  sort: number
}

const EMPTY: TranslatedDraft = { heading: {}, body: {}, sort: 0, published: false }

export function Component() {
  const { t } = useTranslation()
  const [kind, setKind] = useState<Kind>('blog')
  return (
    <div className="platform-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_content')}</h1>
        <fieldset className="chips content-kinds">
          <legend className="visually-hidden">{t('platformAdmin:content_kind')}</legend>
          {(['blog', 'faq'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className={k === kind ? 'chip active' : 'chip'}
              aria-pressed={k === kind}
              onClick={() => setKind(k)}
            >
              {t(`platformAdmin:content_${k}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <ContentList key={kind} kind={kind} />
    </div>
  )
}

function useItems(kind: Kind) {
  return useQuery({
    queryKey: callKey(kind === 'blog' ? contentApi.adminBlogList : contentApi.adminFaqList),
    queryFn: async (): Promise<Item[]> =>
      kind === 'blog'
        ? (await call(contentApi.adminBlogList, {})).map((a) => ({ ...a, heading: a.title }))
        : (await call(contentApi.adminFaqList, {})).map((f) => ({
            ...f,
            heading: f.question,
            body: f.answer,
          })),
  })
}

function save(kind: Kind, id: string | undefined, d: TranslatedDraft) {
  if (kind === 'blog')
    return call(contentApi.adminBlogSave, {
      id,
      title: d.heading,
      body: d.body,
      sort: d.sort,
      published: d.published,
    })
  return call(contentApi.adminFaqSave, {
    id,
    question: d.heading,
    answer: d.body,
    sort: d.sort,
    published: d.published,
  })
}

function ContentList({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const notify = useToast()
  const items = useItems(kind)
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (id: string | undefined, draft: TranslatedDraft) => {
    setBusy(true)
    try {
      await save(kind, id, draft)
      notify(t('platformAdmin:saved'), 'success')
      setEditing(null)
      setError(null)
      void items.refetch()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('console:network_error'))
    } finally {
      setBusy(false)
    }
  }
  const togglePublished = async (item: Item) => {
    try {
      await save(kind, item.id, { ...item, published: !item.published })
      notify(t(item.published ? 'platformAdmin:unpublished_done' : 'platformAdmin:published_done'), 'success')
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      void items.refetch()
    }
  }
  const editor = (id: string | undefined, initial: TranslatedDraft) => (
    <TranslatedEditor
      label={t(kind === 'blog' ? 'platformAdmin:article_edit' : 'platformAdmin:faq_edit')}
      headingLabel={t(kind === 'blog' ? 'platformAdmin:article_title' : 'platformAdmin:faq_question')}
      bodyLabel={t(kind === 'blog' ? 'platformAdmin:article_body' : 'platformAdmin:faq_answer')}
      initial={initial}
      busy={busy}
      error={error}
      onSubmit={(d) => void submit(id, d)}
      onCancel={() => {
        setEditing(null)
        setError(null)
      }}
    />
  )

  if (items.isPending) return <p className="muted">{t('console:loading')}</p>
  if (items.isError) return <LoadError message={items.error.message} onRetry={() => void items.refetch()} />
  return (
    <section>
      {editing === 'new' ? (
        editor(undefined, EMPTY)
      ) : (
        <button type="button" className="btn btn-primary btn-small" onClick={() => setEditing('new')}>
          {t(kind === 'blog' ? 'platformAdmin:article_new' : 'platformAdmin:faq_new')}
        </button>
      )}
      {items.data.length === 0 && <p className="muted">{t('platformAdmin:content_empty')}</p>}
      <ul className="platform-list">
        {items.data.map((item) => {
          const missing = missingLocales(item.heading, item.body)
          return (
            <li key={item.id} className="platform-row" data-testid="content-row">
              {editing === item.id ? (
                editor(item.id, item)
              ) : (
                <>
                  <div className="platform-row-main">
                    <strong dir="auto">
                      {item.heading[locale] || item.heading.en || item.heading['zh-Hans']}
                    </strong>
                    <span className={item.published ? 'badge' : 'badge badge-draft'}>
                      {t(item.published ? 'platformAdmin:published' : 'platformAdmin:draft')}
                    </span>
                    {missing.length > 0 && (
                      <span className="missing-mark">
                        ⚠{' '}
                        {t('platformAdmin:translations_missing', {
                          count: missing.length,
                          list: missing.join(', '),
                        })}
                      </span>
                    )}
                  </div>
                  <div className="form-buttons">
                    <button type="button" className="btn btn-small" onClick={() => setEditing(item.id)}>
                      {t('platformAdmin:edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void togglePublished(item)}
                    >
                      {t(item.published ? 'platformAdmin:unpublish' : 'platformAdmin:publish')}
                    </button>
                  </div>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
