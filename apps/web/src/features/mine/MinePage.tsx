import { callKey } from '@siam/api-client'
/**
 * Mine (tab 3): the member card, balance and points (to the balance page and the member centre), order
 * shortcuts by tab, the member centre (recharge) and the payment password, language, logout; a login card
 * when logged out.
 */
import { walletApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type OrderTabName, paths } from '../../app/paths'
import { call } from '../../shared/api'
import { useLang } from '../../shared/i18n'
import { imageUrl } from '../../shared/image'
import { orderQueries } from '../../shared/queries/orderQueries'
import { refreshSession, signOut, useSession } from '../../shared/session'
import { useSite } from '../../shared/site'
import {
  IconBag,
  IconChevron,
  IconClock,
  IconGlobe,
  IconKey,
  IconLogout,
  type IconOrder,
  IconPin,
  IconRefund,
  IconUser,
  IconWallet,
} from '../../shared/ui/icons'
import { LanguageSheet, languageName } from '../../shared/ui/LanguageSheet'
import { showModal } from '../../shared/ui/modal'
import { Price } from '../../shared/ui/Price'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import './mine.css'
import { SiteSheet, siteName } from './SiteSheet'

const ORDER_SHORTCUTS: { tab: OrderTabName; icon: typeof IconOrder; label: string }[] = [
  { tab: 'waitPayment', icon: IconWallet, label: 'order_wait_payment' },
  { tab: 'waitReceived', icon: IconClock, label: 'order_wait_received' },
  { tab: 'waitPickedUp', icon: IconBag, label: 'order_wait_picked_up' },
  { tab: 'afterSales', icon: IconRefund, label: 'order_after_sales' },
]

export function Component() {
  const { t } = useTranslation(['mine', 'address'])
  const { lang } = useLang()
  const session = useSession()
  const site = useSite()
  const [languageOpen, setLanguageOpen] = useState(false)
  const [siteOpen, setSiteOpen] = useState(false)
  const loggedIn = session.status === 'in'

  // The balance moves with balance payments and refunds: read the member again whenever the page opens.
  useEffect(() => {
    if (loggedIn) void refreshSession()
  }, [loggedIn])

  const wallet = useQuery({
    queryKey: callKey(walletApi.walletSummary),
    enabled: loggedIn,
    queryFn: () => call(walletApi.walletSummary, {}, { silent: true }),
    staleTime: 0,
  })

  const tabNumbers = useQuery({
    ...orderQueries.tabNumbers({ silent: true }),
    enabled: loggedIn,
  })

  async function logout() {
    try {
      await showModal({
        title: t('logout_title'),
        content: t('logout_confirm'),
        confirmText: t('logout'),
        cancelText: t('common:cancel'),
      })
    } catch {
      return
    }
    await signOut()
    toast.show(t('logged_out'))
  }

  const member = session.member
  const avatar = imageUrl(member?.headImg)

  return (
    <div className="page mine-page">
      <header className="mine-header">
        <h1 className="visually-hidden">{t('title')}</h1>
        {session.status === 'checking' ? (
          <div className="mine-card">
            <SkeletonLines lines={2} />
          </div>
        ) : loggedIn ? (
          <div className="mine-card">
            <div className="mine-avatar" aria-hidden="true">
              {avatar ? <img src={avatar} alt="" /> : <IconUser size={32} />}
            </div>
            <div className="mine-who">
              {member ? (
                <>
                  <p className="mine-name">{member.username || member.email}</p>
                  <p className="mine-email">
                    <bdi>{member.email}</bdi>
                  </p>
                </>
              ) : (
                <SkeletonLines lines={2} />
              )}
            </div>
          </div>
        ) : (
          <div className="mine-card mine-login-card">
            <div className="mine-avatar" aria-hidden="true">
              <IconUser size={32} />
            </div>
            <div className="mine-who">
              <p className="mine-name">{t('login_card_title')}</p>
              <p className="mine-email">{t('login_card_text')}</p>
            </div>
            <Link className="btn btn-accent btn-small" to={paths.loginChoose({ redirect: paths.mine() })}>
              {t('login_button')}
            </Link>
          </div>
        )}
        {loggedIn && (
          <div className="mine-counters">
            <Link className="mine-counter" to={paths.balance()}>
              <span className="mine-counter-value">
                {wallet.data ? (
                  <Price fen={wallet.data.balanceFen} />
                ) : member ? (
                  <Price fen={member.balanceFen} />
                ) : (
                  '—'
                )}
              </span>
              <span className="mine-counter-label">{t('balance')}</span>
            </Link>
            <Link className="mine-counter" to={paths.member()}>
              <span className="mine-counter-value">
                <bdi>{wallet.data ? wallet.data.points : '—'}</bdi>
              </span>
              <span className="mine-counter-label">{t('points')}</span>
            </Link>
          </div>
        )}
      </header>

      <main className="page-body">
        <section className="section" aria-labelledby="mine-orders">
          <div className="section-head">
            <h2 id="mine-orders" className="section-title">
              {t('my_orders')}
            </h2>
            <Link to={paths.orders()} className="section-more">
              {t('all_orders')}
              <IconChevron size={16} />
            </Link>
          </div>
          <ul className="order-shortcuts">
            {ORDER_SHORTCUTS.map((s) => {
              const Icon = s.icon
              const n = loggedIn ? (tabNumbers.data?.[s.tab] ?? 0) : 0
              return (
                <li key={s.tab}>
                  <Link to={paths.orders(s.tab)} className="order-shortcut">
                    <span className="order-shortcut-icon">
                      <Icon size={26} />
                      {n > 0 && (
                        <>
                          <span className="badge" aria-hidden="true">
                            {n > 99 ? '99+' : n}
                          </span>
                          <span className="visually-hidden">{t('common:badge_items', { count: n })}</span>
                        </>
                      )}
                    </span>
                    <span className="order-shortcut-label">{t(s.label)}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>

        {loggedIn && (
          <section className="section section-list" aria-label={t('wallet_section')}>
            <Link className="list-row" to={paths.member()}>
              <IconWallet size={22} />
              <span className="list-row-label">{t('member_centre')}</span>
              <span className="list-row-value">{t('recharge')}</span>
              <IconChevron size={16} />
            </Link>
            <Link className="list-row" to={paths.addressIndex()}>
              <IconPin size={22} />
              <span className="list-row-label">{t('address:my_addresses')}</span>
              <IconChevron size={16} />
            </Link>
            <Link className="list-row" to={paths.security()}>
              <IconKey size={22} />
              <span className="list-row-label">{t('payment_password')}</span>
              <span className="list-row-value">
                {member ? (member.hasPaymentPassword ? t('password_set') : t('password_not_set')) : ''}
              </span>
              <IconChevron size={16} />
            </Link>
          </section>
        )}

        <section className="section section-list" aria-label={t('settings')}>
          <button type="button" className="list-row" onClick={() => setLanguageOpen(true)}>
            <IconGlobe size={22} />
            <span className="list-row-label">{t('common:language')}</span>
            <span className="list-row-value" lang={lang}>
              {languageName(lang)}
            </span>
            <IconChevron size={16} />
          </button>
          <button type="button" className="list-row" onClick={() => setSiteOpen(true)}>
            <IconGlobe size={22} />
            <span className="list-row-label">{t('address:site')}</span>
            <span className="list-row-value">{t(`address:${siteName(site)}`)}</span>
            <IconChevron size={16} />
          </button>
          {loggedIn && (
            <button type="button" className="list-row" onClick={() => void logout()}>
              <IconLogout size={22} />
              <span className="list-row-label">{t('logout')}</span>
              <IconChevron size={16} />
            </button>
          )}
        </section>
        <p className="mine-version">{t('version', { version: '1.0.0' })}</p>
      </main>
      <LanguageSheet open={languageOpen} onClose={() => setLanguageOpen(false)} />
      <SiteSheet open={siteOpen} onClose={() => setSiteOpen(false)} />
    </div>
  )
}
