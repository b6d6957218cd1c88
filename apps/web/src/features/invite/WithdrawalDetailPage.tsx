/** `#/pages/mine/share/withdrawal/detail/detail?id=`: my withdrawals and their status; `id` shows that one first. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { PagedList, usePaged } from '../../shared/paged'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { WithdrawalRow } from './inviteParts'
import { inviteQueries } from './queries'

export function Component() {
  const { t } = useTranslation('invite')
  return (
    <MemberOnly title={t('records_title')} className="withdrawal-detail-page">
      {() => <Records />}
    </MemberOnly>
  )
}

function Records() {
  const { t } = useTranslation('invite')
  const [params] = useSearchParams()
  const id = params.get('id')
  const one = useQuery({ ...inviteQueries.withdrawal(id ?? ''), enabled: Boolean(id) })
  const paged = usePaged(inviteQueries.withdrawals())
  return (
    <div className="page-body">
      {one.data && (
        <section className="section">
          <ul className="withdrawal-list">
            <WithdrawalRow withdrawal={one.data} open />
          </ul>
        </section>
      )}
      <section className="section">
        <PagedList
          paged={paged}
          listClassName="withdrawal-list"
          empty={
            <EmptyState
              title={t('no_withdrawals')}
              action={
                <Link className="btn btn-primary" to={paths.withdrawal()}>
                  {t('withdraw')}
                </Link>
              }
            />
          }
        >
          {(records) =>
            records
              .filter((w) => w.id !== one.data?.id)
              .map((w) => <WithdrawalRow key={w.id} withdrawal={w} />)
          }
        </PagedList>
      </section>
    </div>
  )
}
