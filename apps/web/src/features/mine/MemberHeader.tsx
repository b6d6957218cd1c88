/** The top of the mine page: who is logged in (or a login card), with the balance and points. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { imageUrl } from '../../shared/image'
import { walletQueries } from '../../shared/queries/walletQueries'
import { useSession } from '../../shared/session'
import { IconUser } from '../../shared/ui/icons'
import { Price } from '../../shared/ui/Price'
import { SkeletonLines } from '../../shared/ui/Skeleton'

export function MemberHeader() {
  const { t } = useTranslation(['mine'])
  const session = useSession()
  const loggedIn = session.status === 'in'
  const member = session.member
  const avatar = imageUrl(member?.headImg)
  return (
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
      {loggedIn && <Counters />}
    </header>
  )
}

function Counters() {
  const { t } = useTranslation(['mine'])
  const member = useSession().member
  const wallet = useQuery({ ...walletQueries.summary({ silent: true }), staleTime: 0 })
  return (
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
      <Link className="mine-counter" to={paths.integral()} data-testid="mine-points">
        <span className="mine-counter-value">
          <bdi>{wallet.data ? wallet.data.points : '—'}</bdi>
        </span>
        <span className="mine-counter-label">{t('points')}</span>
      </Link>
    </div>
  )
}
