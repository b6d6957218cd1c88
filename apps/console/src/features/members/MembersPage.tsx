/**
 * Platform staff: find a member by e-mail, name, real name or id; open one to see who invited them,
 * whom they invited (the invite tree, one level at a time: a click opens an invitee) and their reward
 * ledger (credits, withdrawals held, refusals returned).
 */

import { callKey } from '@siam/api-client'
import { adminMemberApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../shared/api/client'
import { dateTime, money } from '../../shared/format'
import { LoadError } from '../../shared/ui/listParts'
import { MemberAccount } from './MemberAccount'

export function Component() {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [path, setPath] = useState<string[]>([])
  const openId = path.at(-1)
  const search = useQuery({
    queryKey: callKey(adminMemberApi.adminMemberList, 'search', keyword),
    queryFn: () => call(adminMemberApi.adminMemberList, { pageNo: 1, pageSize: 50, keyword }),
    enabled: keyword.length > 0,
  })
  const one = useQuery({
    queryKey: callKey(adminMemberApi.adminMemberList, 'one', openId ?? ''),
    queryFn: () => call(adminMemberApi.adminMemberList, { pageNo: 1, pageSize: 1, id: openId }),
    enabled: openId !== undefined,
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setPath([])
    setKeyword(draft.trim())
  }
  const member = one.data?.records[0]

  return (
    <div className="refunds-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('invite:console_nav_members')}</h1>
        <search>
          <form className="inline-form" onSubmit={submit}>
            <input
              aria-label={t('invite:console_search')}
              placeholder={t('invite:console_search')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="btn btn-small">
              {t('invite:console_search')}
            </button>
          </form>
        </search>
      </div>
      {openId === undefined ? (
        search.isError ? (
          <LoadError message={search.error.message} onRetry={() => void search.refetch()} />
        ) : (
          <ul className="member-results">
            {(search.data?.records ?? []).map((m) => (
              <li key={m.id}>
                <button type="button" className="btn btn-link" onClick={() => setPath([m.id])}>
                  {m.username} · {m.email}
                </button>{' '}
                <span className="muted">{t('invite:console_invited_count', { count: m.invitedCount })}</span>
              </li>
            ))}
            {search.data && search.data.records.length === 0 && (
              <li className="muted">{t('invite:console_no_member')}</li>
            )}
          </ul>
        )
      ) : one.isError ? (
        <LoadError message={one.error.message} onRetry={() => void one.refetch()} />
      ) : member ? (
        <section aria-label={member.username} data-testid="member-lookup">
          <button type="button" className="btn btn-small" onClick={() => setPath(path.slice(0, -1))}>
            {t('invite:console_back')}
          </button>
          <h2>
            {member.username} · {member.email}
          </h2>
          <dl className="member-facts">
            <dt>{t('invite:real_name')}</dt>
            <dd>{member.realName ?? '—'}</dd>
            <dt>{t('invite:console_inviter')}</dt>
            <dd>
              {member.inviterId ? (
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => setPath([...path, member.inviterId ?? ''])}
                >
                  {member.inviterId}
                </button>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('invite:console_affiliate')}</dt>
            <dd data-testid="member-affiliate">
              {member.affiliateJoinedAt
                ? t('invite:console_affiliate_since', { date: dateTime(member.affiliateJoinedAt, locale) })
                : t('invite:console_affiliate_no')}
            </dd>
            <dt>{t('invite:withdrawable')}</dt>
            <dd>{money(member.rewardFen)}</dd>
          </dl>
          <MemberAccount id={member.id} />
          <h3>{t('invite:friends_title')}</h3>
          <ul>
            {(one.data?.invited ?? []).map((m) => (
              <li key={m.id}>
                <button type="button" className="btn btn-link" onClick={() => setPath([...path, m.id])}>
                  {m.username} · {m.email}
                </button>{' '}
                <span className="muted">{t('invite:console_invited_count', { count: m.invitedCount })}</span>
              </li>
            ))}
          </ul>
          <h3>{t('invite:ledger_title')}</h3>
          <table className="data-table">
            <tbody>
              {(one.data?.rewardLedger ?? []).map((e) => (
                <tr key={e.id}>
                  <td>{dateTime(e.createdAt, locale)}</td>
                  <td>{t(`invite:cause_${e.causeType}`, { defaultValue: e.causeType })}</td>
                  <td>{money(e.amountFen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p className="muted">{t('console:loading')}</p>
      )}
    </div>
  )
}
