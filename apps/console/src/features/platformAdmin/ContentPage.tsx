/**
 * Platform staff: the customer app's content (issue 14). Blog / tips articles (the blog tab), FAQ
 * entries (the help page) and banners (the home swiper and the invite page), each in the 11
 * locales with a marker on every missing translation, published or not, in an order, deleted in two
 * clicks. Bodies are plain text with light markdown; the app never renders them as HTML.
 */
import { callKey } from '@siam/api-client'
import { contentApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { ourPhotoUrl } from '../../shared/photoUrl'
import { LoadError } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'
import { type BannerExtras, BannerFields } from './BannerFields'
import { DeleteButton } from './DeleteButton'
import { type TranslatedDraft, TranslatedEditor } from './TranslatedEditor'
import { missingLocales, type Translations } from './translations'
import './platformAdmin.css'

type Kind = 'blog' | 'faq' | 'banner'
const KINDS: readonly Kind[] = ['blog', 'faq', 'banner']

/** A blog article, an FAQ entry or a banner (a heading only, plus its extras), as this page lists them. */
interface Item {
  id: string
  heading: Translations
  body: Translations
  published: boolean
  sort: number
  banner?: BannerExtras
}

const EMPTY: TranslatedDraft = { heading: {}, body: {}, sort: 0, published: false }
const NEW_BANNER: BannerExtras = { place: 'home', image: '', link: '' }

const LABELS: Record<Kind, { new: string; edit: string; heading: string; body?: string }> = {
  blog: {
    new: 'platformAdmin:article_new',
    edit: 'platformAdmin:article_edit',
    heading: 'platformAdmin:article_title',
    body: 'platformAdmin:article_body',
  },
  faq: {
    new: 'platformAdmin:faq_new',
    edit: 'platformAdmin:faq_edit',
    heading: 'platformAdmin:faq_question',
    body: 'platformAdmin:faq_answer',
  },
  banner: {
    new: 'platformAdmin:banner_new',
    edit: 'platformAdmin:banner_edit',
    heading: 'platformAdmin:banner_title',
  },
}

export function Component() {
  const { t } = useTranslation()
  const [kind, setKind] = useState<Kind>('blog')
  return (
    <div className="platform-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_content')}</h1>
        <fieldset className="chips content-kinds">
          <legend className="visually-hidden">{t('platformAdmin:content_kind')}</legend>
          {KINDS.map((k) => (
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

const LISTS = {
  blog: contentApi.adminBlogList,
  faq: contentApi.adminFaqList,
  banner: contentApi.adminBannerList,
} as const

async function itemsOf(kind: Kind): Promise<Item[]> {
  if (kind === 'blog')
    return (await call(contentApi.adminBlogList, {})).map((a) => ({ ...a, heading: a.title }))
  if (kind === 'faq')
    return (await call(contentApi.adminFaqList, {})).map((f) => ({
      ...f,
      heading: f.question,
      body: f.answer,
    }))
  return (await call(contentApi.adminBannerList, {})).map((b) => ({
    id: b.id,
    heading: b.title,
    body: {},
    published: b.published,
    sort: b.sort,
    banner: { place: b.place, image: b.image, link: b.link ?? '' },
  }))
}

function useItems(kind: Kind) {
  return useQuery({ queryKey: callKey(LISTS[kind]), queryFn: () => itemsOf(kind) })
}

function remove(kind: Kind, id: string) {
  if (kind === 'blog') return call(contentApi.adminBlogDelete, { id })
  if (kind === 'faq') return call(contentApi.adminFaqDelete, { id })
  return call(contentApi.adminBannerDelete, { id })
}

function save(kind: Kind, id: string | undefined, d: TranslatedDraft, banner: BannerExtras = NEW_BANNER) {
  if (kind === 'banner')
    return call(contentApi.adminBannerSave, {
      id,
      place: banner.place,
      image: banner.image,
      title: d.heading,
      link: banner.link.trim() || null,
      sort: d.sort,
      published: d.published,
    })
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

  const [banner, setBanner] = useState<BannerExtras>(NEW_BANNER)

  const startEditing = (item: Item | 'new') => {
    setEditing(item === 'new' ? 'new' : item.id)
    setBanner(item === 'new' ? NEW_BANNER : (item.banner ?? NEW_BANNER))
    setError(null)
  }
  const submit = async (id: string | undefined, draft: TranslatedDraft) => {
    if (kind === 'banner' && !banner.image) {
      setError(t('platformAdmin:banner_photo_needed'))
      return
    }
    setBusy(true)
    try {
      await save(kind, id, draft, banner)
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
      if (kind === 'banner')
        await call(contentApi.adminBannerPublish, { id: item.id, published: !item.published })
      else await save(kind, item.id, { ...item, published: !item.published })
      notify(t(item.published ? 'platformAdmin:unpublished_done' : 'platformAdmin:published_done'), 'success')
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      void items.refetch()
    }
  }
  const deleteItem = async (item: Item) => {
    try {
      await remove(kind, item.id)
      notify(t('platformAdmin:deleted'), 'success')
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      void items.refetch()
    }
  }
  const labels = LABELS[kind]
  const editor = (id: string | undefined, initial: TranslatedDraft) => (
    <TranslatedEditor
      label={t(labels.edit)}
      headingLabel={t(labels.heading)}
      bodyLabel={labels.body && t(labels.body)}
      initial={initial}
      busy={busy}
      error={error}
      onSubmit={(d) => void submit(id, d)}
      onCancel={() => {
        setEditing(null)
        setError(null)
      }}
    >
      {kind === 'banner' && <BannerFields value={banner} onChange={setBanner} />}
    </TranslatedEditor>
  )

  if (items.isPending) return <p className="muted">{t('console:loading')}</p>
  if (items.isError) return <LoadError message={items.error.message} onRetry={() => void items.refetch()} />
  return (
    <section>
      {editing === 'new' ? (
        editor(undefined, EMPTY)
      ) : (
        <button type="button" className="btn btn-primary btn-small" onClick={() => startEditing('new')}>
          {t(labels.new)}
        </button>
      )}
      {items.data.length === 0 && <p className="muted">{t('platformAdmin:content_empty')}</p>}
      <ul className="platform-list">
        {items.data.map((item) => {
          const missing = item.banner ? missingLocales(item.heading) : missingLocales(item.heading, item.body)
          const heading = item.heading[locale] || item.heading.en || item.heading['zh-Hans'] || ''
          const thumb = item.banner ? ourPhotoUrl(item.banner.image) : null
          return (
            <li key={item.id} className="platform-row" data-testid="content-row">
              {editing === item.id ? (
                editor(item.id, item)
              ) : (
                <>
                  <div className="platform-row-main">
                    {thumb && <img className="banner-thumb" src={thumb} alt="" />}
                    <strong dir="auto">{heading}</strong>
                    {item.banner && (
                      <span className="badge">{t(`platformAdmin:banner_place_${item.banner.place}`)}</span>
                    )}
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
                    <button type="button" className="btn btn-small" onClick={() => startEditing(item)}>
                      {t('platformAdmin:edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void togglePublished(item)}
                    >
                      {t(item.published ? 'platformAdmin:unpublish' : 'platformAdmin:publish')}
                    </button>
                    <DeleteButton name={heading} onConfirm={() => deleteItem(item)} />
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
