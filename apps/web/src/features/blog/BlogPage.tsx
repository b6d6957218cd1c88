import { useQuery } from '@tanstack/react-query'
import { type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { useLang } from '../../shared/i18n'
import { IconCard, IconChat, IconMail, IconOrder } from '../../shared/ui/icons'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import './blog.css'
import { settingsQueries } from '../../shared/queries/settingsQueries'
import { useCopyOnLongPress } from '../../shared/useLongPress'
import { blogQueries } from './queries'

const ORDER_STEPS = [
  'blog_order_step_1',
  'blog_order_step_2',
  'blog_order_step_3',
  'blog_order_step_4',
] as const
const PAY_WAYS = ['blog_pay_alipay', 'blog_pay_wechat', 'blog_pay_card', 'blog_pay_balance'] as const

export function Component() {
  const { t } = useTranslation('home')
  const { lang } = useLang()
  return (
    <div className="page blog-page">
      <header className="blog-header">
        <h1 className="blog-title">{t('blog_title')}</h1>
        <p className="blog-intro">{t('blog_intro')}</p>
      </header>
      <main className="page-body">
        <Articles />
        <Tip id="tip-order" icon={<IconOrder size={22} />} title={t('blog_order_title')}>
          <ol className="tip-steps">
            {ORDER_STEPS.map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ol>
          <Link to={paths.home()} className="btn btn-outline btn-small">
            {t('blog_order_cta')}
          </Link>
        </Tip>

        <Tip id="tip-pay" icon={<IconCard size={22} />} title={t('blog_pay_title')} text={t('blog_pay_text')}>
          <ul className="tip-list">
            {PAY_WAYS.map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ul>
        </Tip>

        <Tip
          id="tip-courier"
          icon={<IconChat size={22} />}
          title={t('blog_courier_title')}
          text={t('blog_courier_text')}
        >
          <Suspense fallback={<SkeletonLines lines={3} />}>
            <CourierCard showOwn={lang !== 'zh-Hans' && lang !== 'zh-Hant'} />
          </Suspense>
        </Tip>

        <Tip
          id="tip-contact"
          icon={<IconMail size={22} />}
          title={t('blog_contact_title')}
          text={t('blog_contact_text')}
        >
          <Contacts />
        </Tip>
      </main>
    </div>
  )
}

/** The articles the platform published (issue 14); nothing when there are none (or they cannot load). */
function Articles() {
  const { t } = useTranslation('blog')
  const { lang } = useLang()
  const { data } = useQuery(blogQueries.list(lang))
  if (!data || data.records.length === 0) return null
  return (
    <section className="section articles" aria-labelledby="blog-articles">
      <h2 id="blog-articles" className="tip-title">
        <IconOrder size={22} />
        {t('articles_title')}
      </h2>
      <ul className="article-list">
        {data.records.map((a) => (
          <li key={a.id}>
            <Link to={paths.blogArticle(a.id)} className="article-link">
              <span className="article-link-title">{a.title}</span>
              {a.excerpt && <span className="article-link-excerpt">{a.excerpt}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One tip: a titled section with its icon, an optional paragraph, then what it shows. */
function Tip({
  id,
  icon,
  title,
  text,
  children,
}: {
  id: string
  icon: ReactNode
  title: string
  text?: string
  children: ReactNode
}) {
  return (
    <section className="section tip" aria-labelledby={id}>
      <h2 id={id} className="tip-title">
        {icon}
        {title}
      </h2>
      {text && <p className="tip-text">{text}</p>}
      {children}
    </section>
  )
}

/** The card is in Chinese for the courier; the visitor's own language sits under it. */
function CourierCard({ showOwn }: { showOwn: boolean }) {
  const { t } = useTranslation('home')
  const { t: tZh } = useTranslation('home', { lng: 'zh-Hans' })
  const press = useCopyOnLongPress(tZh('courier_card_text'))
  return (
    <figure className="courier-card long-press" {...press}>
      <p className="courier-card-zh" lang="zh-Hans" dir="ltr">
        {tZh('courier_card_text')}
      </p>
      {showOwn && <figcaption className="courier-card-own">{t('courier_card_text')}</figcaption>}
    </figure>
  )
}

function Contacts() {
  const { t } = useTranslation('home')
  const { data, isPending, isError } = useQuery({
    ...settingsQueries.current(),
    staleTime: 10 * 60_000,
  })
  if (isPending) return <SkeletonLines lines={2} />
  if (isError || !data) return <p className="tip-text">{t('blog_contact_unavailable')}</p>
  const wa = data.serviceWhatsApp.replace(/[^\d]/g, '')
  return (
    <ul className="contact-list">
      {data.serviceWhatsApp && (
        <li>
          <span className="contact-label">{t('blog_contact_whatsapp')}</span>
          <a href={`https://wa.me/${wa}`} target="_blank" rel="noopener noreferrer">
            <bdi>{data.serviceWhatsApp}</bdi>
          </a>
        </li>
      )}
      {data.serviceEmail && (
        <li>
          <span className="contact-label">{t('blog_contact_email')}</span>
          <a href={`mailto:${data.serviceEmail}`}>
            <bdi>{data.serviceEmail}</bdi>
          </a>
        </li>
      )}
    </ul>
  )
}
