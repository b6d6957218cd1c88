/** `#/pages/mine/unreceived/reward/list/list`: rewards not yet credited, per order, with the crediting day. */
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../shared/format'
import { PagedList, usePaged } from '../../shared/paged'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { inviteQueries } from './queries'
import './invite.css'

export function Component() {
  const { t } = useTranslation('invite')
  return (
    <MemberOnly title={t('pending_title')} className="unreceived-page">
      {() => <Pending />}
    </MemberOnly>
  )
}

function Pending() {
  const { t } = useTranslation('invite')
  const paged = usePaged(inviteQueries.pending())
  return (
    <div className="page-body">
      <section className="section">
        <PagedList paged={paged} listClassName="invite-list" empty={<EmptyState title={t('no_pending')} />}>
          {(records) =>
            records.map((r) => (
              <li key={r.orderId} className="reward-row" data-testid="pending-row">
                <span>
                  <bdi>{r.inviteeName}</bdi>
                  <br />
                  <small>
                    {r.creditAt
                      ? t('credit_on', { date: formatDate(r.creditAt) })
                      : t('credit_after_completion')}
                  </small>
                </span>
                <Price fen={r.rewardFen} />
              </li>
            ))
          }
        </PagedList>
      </section>
    </div>
  )
}
