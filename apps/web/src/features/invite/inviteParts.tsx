/** Pieces the invitation pages share: the summary card, a withdrawal's row and status. */
import type { InviteSummary, Withdrawal } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDateTime } from '../../shared/format'
import { Price } from '../../shared/ui/Price'
import './invite.css'

export function SummaryCard({ summary }: { summary: InviteSummary }) {
  const { t } = useTranslation('invite')
  return (
    <section className="section invite-summary">
      <dl className="invite-counters">
        <div>
          <dt>{t('invited')}</dt>
          <dd>
            <bdi>{summary.invitedCount}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('credited')}</dt>
          <dd>
            <Price fen={summary.creditedFen} />
          </dd>
        </div>
        <div>
          <dt>
            <Link to={paths.unreceivedReward()}>{t('pending')}</Link>
          </dt>
          <dd>
            <Price fen={summary.pendingFen} />
          </dd>
        </div>
        <div>
          <dt>{t('tickets')}</dt>
          <dd>
            <bdi>{summary.tickets}</bdi>
          </dd>
        </div>
      </dl>
      <div className="invite-withdrawable">
        <span>
          {t('withdrawable')} <Price fen={summary.withdrawableFen} />
        </span>
        <Link className="btn btn-accent btn-small" to={paths.withdrawal()}>
          {t('withdraw')}
        </Link>
      </div>
    </section>
  )
}

function WithdrawalStatusPill({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation('invite')
  return <span className={`withdrawal-status withdrawal-status-${status}`}>{t(`status_${status}`)}</span>
}

export function WithdrawalRow({ withdrawal, open }: { withdrawal: Withdrawal; open?: boolean }) {
  const { t } = useTranslation('invite')
  return (
    <li className={`withdrawal-row${open ? ' withdrawal-row-open' : ''}`} data-testid="withdrawal-row">
      <div className="withdrawal-row-head">
        <Price fen={withdrawal.amountFen} />
        <WithdrawalStatusPill status={withdrawal.status} />
      </div>
      <div className="withdrawal-row-meta">
        <span>
          {t(`channel_${withdrawal.channel}`)} · <bdi>{withdrawal.account}</bdi>
        </span>
        <span>
          <bdi>{withdrawal.withdrawalNo}</bdi> · <bdi>{formatDateTime(withdrawal.createdAt)}</bdi>
        </span>
        {withdrawal.payoutReference && (
          <span>
            {t('payout_reference')}: <bdi>{withdrawal.payoutReference}</bdi>
          </span>
        )}
        {withdrawal.rejectReason && (
          <span className="withdrawal-reject">
            {t('reject_reason')}: {withdrawal.rejectReason}
          </span>
        )}
      </div>
    </li>
  )
}
