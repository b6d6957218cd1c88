/**
 * Platform staff: merchant accounts (issue 14, decision 0042). A new merchant gets an initial
 * password the platform hands over, and the shops they run; "Shops" on a row re-binds them (the
 * merchant's console follows on its next call). Both are in the audit log.
 */
import { callKey } from '@siam/api-client'
import type { AdminMerchant } from '@siam/contracts'
import { platformApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { FormButtons } from '../../shared/ui/FormButtons'
import { LoadError } from '../../shared/ui/listParts'
import { useToast } from '../../shared/ui/Toast'

type ShopChoice = { id: string; name: string }

export function MerchantsPanel({ shops, onChanged }: { shops: ShopChoice[]; onChanged: () => void }) {
  const { t } = useTranslation()
  const list = useQuery({
    queryKey: callKey(platformApi.merchantList),
    queryFn: () => call(platformApi.merchantList, {}),
  })
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const nameOf = (id: string) => shops.find((s) => s.id === id)?.name ?? id.slice(0, 8)
  const done = () => {
    setEditing(null)
    void list.refetch()
    onChanged()
  }

  return (
    <section className="merchants" aria-labelledby="merchants-title">
      <h2 id="merchants-title" className="section-title">
        {t('platformAdmin:merchants_title')}
      </h2>
      {editing === 'new' ? (
        <MerchantForm shops={shops} onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn btn-primary btn-small" onClick={() => setEditing('new')}>
          {t('platformAdmin:merchant_new')}
        </button>
      )}
      {list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="platform-list">
          {(list.data ?? []).map((m) => (
            <li key={m.id} className="platform-row" data-testid="merchant-row">
              <div className="platform-row-main">
                <strong>{m.name}</strong>
                <bdi className="muted">{m.email}</bdi>
                <span>
                  {m.shopIds.length > 0 ? m.shopIds.map(nameOf).join(', ') : t('platformAdmin:no_shops')}
                </span>
              </div>
              {editing === m.id ? (
                <MerchantForm shops={shops} merchant={m} onDone={done} onCancel={() => setEditing(null)} />
              ) : (
                <button type="button" className="btn btn-small" onClick={() => setEditing(m.id)}>
                  {t('platformAdmin:merchant_shops')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** New merchant (e-mail, name, initial password, shops) or, with `merchant`, only their shops. */
function MerchantForm({
  shops,
  merchant,
  onDone,
  onCancel,
}: {
  shops: ShopChoice[]
  merchant?: AdminMerchant
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const notify = useToast()
  const id = useId()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [chosen, setChosen] = useState<string[]>(merchant?.shopIds ?? [])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      if (merchant) await call(platformApi.merchantBind, { id: merchant.id, shopIds: chosen })
      else await call(platformApi.merchantCreate, { email, name, password, shopIds: chosen })
      notify(t(merchant ? 'platformAdmin:merchant_bound' : 'platformAdmin:merchant_created'), 'success')
      onDone()
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = Object.values(err.fieldErrors ?? {})
        setError(fields.length > 0 ? fields.join(' · ') : err.message)
      } else setError(t('console:network_error'))
    } finally {
      setBusy(false)
    }
  }
  const toggle = (shopId: string) =>
    setChosen(chosen.includes(shopId) ? chosen.filter((s) => s !== shopId) : [...chosen, shopId])

  return (
    <form
      className="translated-editor"
      onSubmit={submit}
      noValidate
      aria-label={t(merchant ? 'platformAdmin:merchant_shops' : 'platformAdmin:merchant_new')}
    >
      {!merchant && (
        <>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('platformAdmin:merchant_email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              dir="ltr"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('platformAdmin:merchant_name')}</label>
            <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('platformAdmin:merchant_password')}</label>
            <input
              id={`${id}-password`}
              type="text"
              dir="ltr"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
        </>
      )}
      <fieldset className="shop-choices">
        <legend>{t('platformAdmin:merchant_shops')}</legend>
        {shops.map((s) => (
          <label key={s.id} className="check">
            <input type="checkbox" checked={chosen.includes(s.id)} onChange={() => toggle(s.id)} /> {s.name}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <FormButtons submitLabel={t('platformAdmin:save')} busy={busy} onCancel={onCancel} />
    </form>
  )
}
