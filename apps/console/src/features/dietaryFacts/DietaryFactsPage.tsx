/**
 * "Dietary facts" (issue 14): the dishes of one shop with their facts in a line each; "Edit facts"
 * opens the DishFactsEditor in a drawer. Merchants pick among their own shops, platform staff among
 * every shop; the server checks the shop again on save. The menu editor will carry the same editor in
 * its dish form; this page keeps the facts usable on their own.
 */
import { callKey } from '@siam/api-client'
import type { DishFacts, Goods } from '@siam/contracts'
import { shopApi } from '@siam/contracts/descriptors'
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { call } from '../../shared/api/client'
import type { Staff } from '../../shared/api/staff'
import { useDietaryT } from '../../shared/dietary/catalogue'
import { DishFactsEditor, factsSummary } from '../../shared/dietary/DishFactsEditor'
import { useSignedIn } from '../../shared/signedIn'
import { LoadError, ShopSelect } from '../../shared/ui/listParts'
import { usePickedShop } from '../../shared/useShopChoices'
import './dietaryFacts.css'

const menuOf = (shopId: string | undefined) =>
  queryOptions({
    queryKey: callKey(shopApi.menu, shopId),
    queryFn: shopId === undefined ? skipToken : () => call(shopApi.menu, { shopId }),
  })

/** The page for the signed-in staff member, as a route module (react-router's lazy convention). */
export function Component() {
  const { staff } = useSignedIn()
  return <DietaryFactsPage staff={staff} />
}

export function DietaryFactsPage({ staff }: { staff: Staff }) {
  const { t } = useDietaryT()
  const { shops, shopId, pick, pending, search } = usePickedShop(staff)
  const menu = useQuery(menuOf(shopId))
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Goods | null>(null)
  const dishes = menu.data?.flatMap((c) => c.goods) ?? []

  function saved(goodsId: string, facts: DishFacts) {
    queryClient.setQueryData(menuOf(shopId).queryKey, (old) =>
      old?.map((c) => ({ ...c, goods: c.goods.map((g) => (g.id === goodsId ? { ...g, facts } : g)) })),
    )
    setEditing(null)
  }

  return (
    <div className="board-page facts-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('dietary:console_title')}</h1>
        {shops.length > 0 && (
          <ShopSelect
            shops={shops}
            search={search}
            value={shopId}
            withAll={false}
            onChange={(id) => id && pick(id)}
          />
        )}
      </div>
      <p className="muted">{t('dietary:console_intro')}</p>
      {pending ? (
        <p className="muted">{t('console:loading')}</p>
      ) : shops.length === 0 ? (
        <p className="notice">{t('console:no_shops')}</p>
      ) : menu.isError ? (
        <LoadError message={menu.error.message} onRetry={() => void menu.refetch()} />
      ) : menu.isPending ? (
        <p className="muted">{t('console:loading')}</p>
      ) : dishes.length === 0 ? (
        <p className="notice">{t('dietary:console_no_dishes')}</p>
      ) : (
        <table className="facts-table">
          <thead>
            <tr>
              <th scope="col">{t('dietary:console_dish')}</th>
              <th scope="col">{t('dietary:console_facts')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('dietary:console_edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((g) => (
              <tr key={g.id} data-goods-id={g.id}>
                <td>
                  <span lang="zh-Hans">{g.nameZh}</span>
                  {g.name !== g.nameZh && <span className="muted"> · {g.name}</span>}
                </td>
                <td className={g.facts ? undefined : 'muted'}>{factsSummary(t, g.facts)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={`${t('dietary:console_edit')}: ${g.nameZh}`}
                    onClick={() => setEditing(g)}
                  >
                    {t('dietary:console_edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <FactsDrawer title={editing.nameZh} onClose={() => setEditing(null)}>
          <DishFactsEditor goodsId={editing.id} facts={editing.facts} onSaved={(f) => saved(editing.id, f)} />
        </FactsDrawer>
      )}
    </div>
  )
}

/** A side drawer over the page: Escape, the backdrop or the close button close it; focus returns. */
function FactsDrawer({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useDietaryT()
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    panel.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus?.()
    }
  }, [])
  return (
    <div className="facts-layer">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: Escape and the close button are the keyboard ways */}
      <div className="facts-backdrop" onClick={onClose} />
      <div
        ref={panel}
        className="facts-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="facts-drawer-title"
        tabIndex={-1}
      >
        <div className="facts-drawer-head">
          <h2 id="facts-drawer-title" lang="zh-Hans">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('dietary:console_close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
