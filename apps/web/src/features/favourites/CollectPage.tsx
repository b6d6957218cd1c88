/**
 * `#/pages/mine/collect/index/index?tab=goods|shop`: my favourite dishes and mall goods, and shops;
 * a tap opens the dish, the mall goods item or the shop, one that is sold out or gone is shown as
 * such; edit mode removes several at once.
 */

import { callKey } from '@siam/api-client'
import type { Favourite } from '@siam/contracts'
import { favouriteApi } from '@siam/contracts/descriptors'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { LoadMore, PAGE_SIZE, usePaged } from '../../shared/paged'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { toast } from '../../shared/ui/toast'
import './collect.css'

type Tab = 'goods' | 'shop'

export function Component() {
  const { t } = useTranslation('profile')
  return (
    <MemberOnly title={t('collect_title')} className="collect-page">
      {() => <Collect />}
    </MemberOnly>
  )
}

const listOf = (tab: Tab) => ({
  queryKey: callKey(tab === 'goods' ? favouriteApi.goodsCollectList : favouriteApi.shopCollectList),
  fetchPage: (pageNo: number) =>
    call(tab === 'goods' ? favouriteApi.goodsCollectList : favouriteApi.shopCollectList, {
      pageNo,
      pageSize: PAGE_SIZE,
    }),
})

function Collect() {
  const { t } = useTranslation('profile')
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'shop' ? 'shop' : 'goods'
  const { query, records } = usePaged(listOf(tab))
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [picked, setPicked] = useState<Set<string>>(new Set())

  async function removePicked() {
    const ids = records
      .filter((r) => picked.has(r.id))
      .map((r) => (tab === 'goods' ? (r.goodsId ?? '') : (r.shopId ?? '')))
    if (ids.length === 0) return
    try {
      await (tab === 'goods'
        ? call(favouriteApi.goodsCollectDelete, { goodsIds: ids })
        : call(favouriteApi.shopCollectDelete, { shopIds: ids }))
      setPicked(new Set())
      setEditing(false)
      void queryClient.invalidateQueries({ queryKey: listOf(tab).queryKey })
      toast.show(t('favourite_removed'))
    } catch {
      // toast shown
    }
  }

  return (
    <div className="page-body">
      {/* the tab list holds its tabs only (ARIA: a tablist owns tabs); Edit sits beside it */}
      <div className="collect-tabs">
        <div className="collect-tablist" role="tablist">
          {(['goods', 'shop'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`collect-tab${tab === name ? ' collect-tab-on' : ''}`}
              onClick={() => {
                setEditing(false)
                setPicked(new Set())
                setParams({ tab: name }, { replace: true })
              }}
            >
              {t(`collect_${name}`)}
            </button>
          ))}
        </div>
        {records.length > 0 && (
          <button type="button" className="btn btn-plain btn-small" onClick={() => setEditing(!editing)}>
            {editing ? t('done') : t('edit')}
          </button>
        )}
      </div>
      {query.isPending ? (
        <SkeletonCards count={3} />
      ) : records.length === 0 ? (
        <EmptyState title={t('collect_empty')} />
      ) : (
        <section className="section">
          <ul className="collect-list">
            {records.map((f) => (
              <CollectRow
                key={f.id}
                favourite={f}
                editing={editing}
                picked={picked.has(f.id)}
                onPick={() => {
                  const next = new Set(picked)
                  if (next.has(f.id)) next.delete(f.id)
                  else next.add(f.id)
                  setPicked(next)
                }}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            count={records.length}
          />
          {editing && (
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={picked.size === 0}
              onClick={() => void removePicked()}
            >
              {t('remove_selected', { count: picked.size })}
            </button>
          )}
        </section>
      )}
    </div>
  )
}

function CollectRow({
  favourite: f,
  editing,
  picked,
  onPick,
}: {
  favourite: Favourite
  editing: boolean
  picked: boolean
  onPick: () => void
}) {
  const { t } = useTranslation('profile')
  const body = (
    <>
      {f.image ? <img className="collect-thumb" src={f.image} alt="" /> : <span className="collect-thumb" />}
      <span className="collect-main">
        <span className="collect-name">{f.name || t('gone')}</span>
        {f.state !== 'available' && (
          <span className={`collect-state collect-state-${f.state}`}>{t(`state_${f.state}`)}</span>
        )}
      </span>
      {f.kind === 'mall' && f.points !== null ? (
        <span className="collect-price">
          {t('collect_points', { n: f.points })}
          {f.priceFen ? (
            <>
              {' + '}
              <Price fen={f.priceFen} />
            </>
          ) : null}
        </span>
      ) : (
        f.priceFen !== null && <Price fen={f.priceFen} />
      )}
    </>
  )
  if (editing) {
    return (
      <li>
        <label className="collect-row">
          <input type="checkbox" checked={picked} onChange={onPick} />
          {body}
        </label>
      </li>
    )
  }
  const to =
    f.kind === 'mall' && f.goodsId
      ? paths.mallDetail(f.goodsId)
      : f.kind === 'goods' && f.goodsId
        ? paths.dish(f.goodsId, { shopId: f.shopId ?? undefined })
        : paths.shopDetail(f.shopId ?? '')
  return (
    <li data-testid="collect-row">
      {f.state === 'gone' ? (
        <div className="collect-row collect-row-gone">{body}</div>
      ) : (
        <Link className="collect-row" to={to}>
          {body}
        </Link>
      )}
    </li>
  )
}
