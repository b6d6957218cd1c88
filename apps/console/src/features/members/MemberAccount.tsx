/**
 * Issue 14: a member's money and orders as the platform sees them: balance, reward, points (credited
 * and pending) and the latest orders with what was paid and refunded. Read-only: money moves only
 * through the ledger's own calls.
 */
import { callKey } from '@siam/api-client'
import { adminMemberApi } from '@siam/contracts/descriptors'
import { orderStatusKey } from '@siam/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api/client'
import { dateTime, money } from '../../shared/format'
import { LoadError } from '../../shared/ui/listParts'

export function MemberAccount({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const account = useQuery({
    queryKey: callKey(adminMemberApi.adminMemberAccount, id),
    queryFn: () => call(adminMemberApi.adminMemberAccount, { id }),
  })
  if (account.isError)
    return <LoadError message={account.error.message} onRetry={() => void account.refetch()} />
  if (!account.data) return <p className="muted">{t('console:loading')}</p>
  const a = account.data
  const statusText = (code: number) => {
    const key = orderStatusKey[code as keyof typeof orderStatusKey]
    return key ? t(`status:${key}`) : String(code)
  }
  return (
    <section aria-labelledby="member-account" data-testid="member-account">
      <h3 id="member-account">{t('platformAdmin:member_account')}</h3>
      <dl className="member-facts">
        <dt>{t('platformAdmin:member_balance')}</dt>
        <dd>{money(a.balanceFen)}</dd>
        <dt>{t('platformAdmin:member_reward')}</dt>
        <dd>{money(a.rewardFen)}</dd>
        <dt>{t('platformAdmin:member_points')}</dt>
        <dd>{t('platformAdmin:member_points_value', { points: a.points, pending: a.pendingPoints })}</dd>
      </dl>
      <h3>{t('platformAdmin:member_orders', { shown: a.orders.length, total: a.orderCount })}</h3>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('platformAdmin:member_order_no')}</th>
            <th scope="col">{t('platformAdmin:audit_time')}</th>
            <th scope="col">{t('platformAdmin:member_order_status')}</th>
            <th scope="col">{t('platformAdmin:member_order_paid')}</th>
            <th scope="col">{t('platformAdmin:member_order_refunded')}</th>
          </tr>
        </thead>
        <tbody>
          {a.orders.map((o) => (
            <tr key={o.id}>
              <td>
                <bdi>{o.orderNo}</bdi>
              </td>
              <td>{dateTime(o.createdAt, locale)}</td>
              <td>{statusText(o.status)}</td>
              <td>{money(o.paidFen)}</td>
              <td>{o.refundedFen > 0 ? money(o.refundedFen) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
