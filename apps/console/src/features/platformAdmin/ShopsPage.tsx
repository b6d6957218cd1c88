/**
 * Platform staff: every shop (issue 14), suspended ones marked. Suspending needs a reason: the shop
 * leaves the customer app's lists and takes no new orders (orders placed before continue);
 * reinstating brings it back. Both are written to the audit log, shown below.
 */
import { callKey } from '@siam/api-client'
import { platformApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { useMenuAdminT } from '../../shared/menuAdminT'
import { LoadError } from '../../shared/ui/listParts'
import { ReasonForm } from '../../shared/ui/ReasonForm'
import { useToast } from '../../shared/ui/Toast'
import { AuditLog } from './AuditLog'
import { MerchantsPanel } from './MerchantsPanel'
import { NewShopForm } from './NewShopForm'
import './platformAdmin.css'

export function Component() {
  const { t } = useTranslation()
  // the cuisine labels the shop editor uses; a key outside the list shows as stored
  const { t: menuT } = useMenuAdminT()
  const notify = useToast()
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [suspending, setSuspending] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [auditVersion, setAuditVersion] = useState(0)
  const [creating, setCreating] = useState(false)
  const list = useQuery({
    queryKey: callKey(platformApi.shopList, keyword),
    queryFn: () => call(platformApi.shopList, { pageNo: 1, pageSize: 100, keyword: keyword || undefined }),
  })

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      notify(t(done), 'success')
      setSuspending(null)
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('console:network_error'), 'error')
    } finally {
      setBusy(false)
      setAuditVersion((n) => n + 1)
      void list.refetch()
    }
  }
  const search = (e: FormEvent) => {
    e.preventDefault()
    setKeyword(draft.trim())
  }

  return (
    <div className="platform-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('console:nav_shops')}</h1>
        <search>
          <form className="inline-form" onSubmit={search}>
            <input
              aria-label={t('platformAdmin:shop_search')}
              placeholder={t('platformAdmin:shop_search')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="btn btn-small">
              {t('platformAdmin:search')}
            </button>
          </form>
        </search>
      </div>
      {creating ? (
        <NewShopForm
          onDone={() => {
            setCreating(false)
            setAuditVersion((n) => n + 1)
            void list.refetch()
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-small new-shop"
          onClick={() => setCreating(true)}
        >
          {t('platformAdmin:shop_new')}
        </button>
      )}
      {list.isPending ? (
        <p className="muted">{t('console:loading')}</p>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="platform-list">
          {list.data.records.map((shop) => (
            <li key={shop.id} className="platform-row" data-testid="platform-shop-row">
              <div className="platform-row-main">
                <strong>{shop.name}</strong>
                <span className="muted">
                  {menuT(`menuAdmin:cuisine_${shop.cuisine}`, { defaultValue: shop.cuisine })}
                </span>
                {shop.suspended ? (
                  <span className="badge badge-suspended">
                    {t('platformAdmin:shop_suspended', { reason: shop.suspendedReason ?? '' })}
                  </span>
                ) : (
                  <span className="badge">{t('platformAdmin:shop_trading')}</span>
                )}
              </div>
              {shop.suspended ? (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => call(platformApi.shopReinstate, { id: shop.id }),
                      'platformAdmin:shop_reinstated',
                    )
                  }
                >
                  {t('platformAdmin:shop_reinstate')}
                </button>
              ) : suspending === shop.id ? (
                <ReasonForm
                  label={t('platformAdmin:shop_suspend')}
                  reasonLabel={t('platformAdmin:shop_suspend_reason')}
                  submitLabel={t('platformAdmin:shop_suspend')}
                  warning={t('platformAdmin:shop_suspend_warning')}
                  validate={(r) => (r.trim() ? null : 'platformAdmin:reason_needed')}
                  busy={busy}
                  onSubmit={(reason) =>
                    void act(
                      () => call(platformApi.shopSuspend, { id: shop.id, reason }),
                      'platformAdmin:shop_suspended_done',
                    )
                  }
                  onCancel={() => setSuspending(null)}
                />
              ) : (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  onClick={() => setSuspending(shop.id)}
                >
                  {t('platformAdmin:shop_suspend')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <MerchantsPanel
        shops={(list.data?.records ?? []).map((s) => ({ id: s.id, name: s.name }))}
        onChanged={() => setAuditVersion((n) => n + 1)}
      />
      <AuditLog subject="" version={auditVersion} />
    </div>
  )
}
