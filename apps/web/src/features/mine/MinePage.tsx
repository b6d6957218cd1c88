/**
 * Mine (tab 3): the member card, balance and points (to the balance page and the member centre), order
 * shortcuts by tab, the member centre (recharge) and the payment password, language, logout; a login card
 * when logged out.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { refreshSession, useSession } from '../../shared/session'
import { LanguageSheet } from '../../shared/ui/LanguageSheet'
import { MemberHeader } from './MemberHeader'
import { AccountLinks, HelpLinks, SettingsSection } from './mineLists'
import { NewMemberWelcome } from './NewMemberWelcome'
import { OrderShortcuts } from './OrderShortcuts'
import { SiteSheet } from './SiteSheet'
import './mine.css'

export function Component() {
  // Every part's namespaces at once (AccountLinks: dietary, CouponsLink: coupon, HelpLinks: help): a part
  // suspending on its own catalogue would hide the whole page until it arrives.
  const { t } = useTranslation(['mine', 'address', 'mall', 'profile', 'invite', 'dietary', 'coupon', 'help'])
  const loggedIn = useSession().status === 'in'
  const [languageOpen, setLanguageOpen] = useState(false)
  const [siteOpen, setSiteOpen] = useState(false)

  // The balance moves with balance payments and refunds: read the member again whenever the page opens.
  useEffect(() => {
    if (loggedIn) void refreshSession()
  }, [loggedIn])

  return (
    <div className="page mine-page">
      <MemberHeader />
      <main className="page-body">
        {loggedIn && <NewMemberWelcome />}
        <OrderShortcuts loggedIn={loggedIn} />
        {loggedIn && <AccountLinks />}
        <HelpLinks />
        <SettingsSection
          loggedIn={loggedIn}
          onLanguage={() => setLanguageOpen(true)}
          onSite={() => setSiteOpen(true)}
        />
        <p className="mine-version">{t('version', { version: '1.0.0' })}</p>
      </main>
      <LanguageSheet open={languageOpen} onClose={() => setLanguageOpen(false)} />
      <SiteSheet open={siteOpen} onClose={() => setSiteOpen(false)} />
    </div>
  )
}
