/** The mine page's lists: the member's account links, and the settings (language, site, logout). */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { useLang } from '../../shared/i18n'
import { signOut, useSession } from '../../shared/session'
import { useSite } from '../../shared/site'
import {
  IconBag,
  IconChat,
  IconChevron,
  IconGift,
  IconGlobe,
  IconHeart,
  IconKey,
  IconLeaf,
  IconLogout,
  IconPin,
  IconUser,
  IconWallet,
} from '../../shared/ui/icons'
import { languageName } from '../../shared/ui/LanguageSheet'
import { showModal } from '../../shared/ui/modal'
import { toast } from '../../shared/ui/toast'
import { CouponsLink } from './CouponsLink'
import { siteName } from './SiteSheet'

export function AccountLinks() {
  const { t } = useTranslation(['mine', 'address', 'mall', 'profile', 'invite', 'dietary'])
  const member = useSession().member
  return (
    <section className="section section-list" aria-label={t('wallet_section')}>
      <Link className="list-row" to={paths.member()}>
        <IconWallet size={22} />
        <span className="list-row-label">{t('member_centre')}</span>
        <span className="list-row-value">{t('recharge')}</span>
        <IconChevron size={16} />
      </Link>
      <Link className="list-row" to={paths.mallIndex()}>
        <IconBag size={22} />
        <span className="list-row-label">{t('mall:title')}</span>
        <IconChevron size={16} />
      </Link>
      <Link className="list-row" to={paths.userInfo()}>
        <IconUser size={22} />
        <span className="list-row-label">{t('profile:title')}</span>
        <IconChevron size={16} />
      </Link>
      <Link className="list-row" to={paths.share()}>
        <IconGift size={22} />
        <span className="list-row-label">{t('invite:share_title')}</span>
        <IconChevron size={16} />
      </Link>
      <Link className="list-row" to={paths.collect()}>
        <IconHeart size={22} />
        <span className="list-row-label">{t('profile:collect_title')}</span>
        <IconChevron size={16} />
      </Link>
      <Link className="list-row" to={paths.dietary()}>
        <IconLeaf size={22} />
        <span className="list-row-label">{t('dietary:mine_entry')}</span>
        <IconChevron size={16} />
      </Link>
      <CouponsLink />
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
  )
}

/** Help for everybody, logged in or not (issue 15): the FAQ. */
export function HelpLinks() {
  const { t } = useTranslation('help')
  return (
    <section className="section section-list" aria-label={t('help:help_section')}>
      <Link className="list-row" to={paths.faq()}>
        <IconChat size={22} />
        <span className="list-row-label">{t('help:help_entry')}</span>
        <IconChevron size={16} />
      </Link>
    </section>
  )
}

/** The language and site rows open their sheets, which the page renders after its body. */
export function SettingsSection({
  loggedIn,
  onLanguage,
  onSite,
}: {
  loggedIn: boolean
  onLanguage: () => void
  onSite: () => void
}) {
  const { t } = useTranslation(['mine', 'address'])
  const { lang } = useLang()
  const site = useSite()

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

  return (
    <section className="section section-list" aria-label={t('settings')}>
      <button type="button" className="list-row" onClick={onLanguage}>
        <IconGlobe size={22} />
        <span className="list-row-label">{t('common:language')}</span>
        <span className="list-row-value" lang={lang}>
          {languageName(lang)}
        </span>
        <IconChevron size={16} />
      </button>
      <button type="button" className="list-row" onClick={onSite}>
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
  )
}
