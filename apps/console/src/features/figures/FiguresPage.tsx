/**
 * Business figures (issue 14): today, 7 or 30 days of orders, revenue, average ticket and refunds, a
 * chart of each per day, the best-selling dishes and (across shops) each shop; CSV export of the same.
 * A merchant sees their own shops (the server decides), platform staff every shop and new members.
 */
import { callKey } from '@siam/api-client'
import type { Figures } from '@siam/contracts'
import { figuresApi } from '@siam/contracts/descriptors'
import { FIGURE_RANGES, type FigureRange } from '@siam/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../../shared/api/client'
import { money } from '../../shared/format'
import { useSignedIn } from '../../shared/signedIn'
import { LoadError, ShopSelect } from '../../shared/ui/listParts'
import { download, figuresCsv } from './csv'
import { FiguresCharts } from './FiguresCharts'
import { useFiguresT } from './i18n'
import './figures.css'

export function Component() {
  const { staff } = useSignedIn()
  const { t } = useFiguresT()
  const platform = staff.role === 'platform'
  const [range, setRange] = useState<FigureRange>('7d')
  const [shopId, setShopId] = useState<string | undefined>()
  const descriptor = platform ? figuresApi.platform : figuresApi.merchant
  const figures = useQuery({
    queryKey: callKey(descriptor, range, shopId ?? ''),
    queryFn: () => call(descriptor, { range, ...(shopId ? { shopId } : {}) }),
    placeholderData: keepPreviousData,
  })
  // platform staff pick among the shops that sold in the window; a merchant among their own
  const shopChoices = platform
    ? (figures.data?.shops ?? []).map((s) => ({ id: s.shopId, name: s.name }))
    : staff.shops
  const withMembers = platform && !shopId

  return (
    <div className="figures-page">
      <div className="board-toolbar">
        <h1 className="page-title">{t('figures:title')}</h1>
        <fieldset className="figures-ranges">
          <legend className="visually-hidden">{t('figures:range_label')}</legend>
          {FIGURE_RANGES.map((r) => (
            <label key={r} className={r === range ? 'figures-range is-on' : 'figures-range'}>
              <input
                type="radio"
                name="figures-range"
                value={r}
                checked={r === range}
                onChange={() => setRange(r)}
              />
              {t(`figures:range_${r}`)}
            </label>
          ))}
        </fieldset>
        {(platform || staff.shops.length > 1) && (
          <ShopSelect shops={shopChoices} value={shopId} onChange={setShopId} />
        )}
        <button
          type="button"
          className="btn btn-small"
          disabled={!figures.data}
          onClick={() =>
            figures.data &&
            download(`${t('figures:csv_file')}-${range}.csv`, figuresCsv(figures.data, t, withMembers))
          }
        >
          {t('figures:export_csv')}
        </button>
      </div>
      {figures.isError ? (
        <LoadError message={figures.error.message} onRetry={() => void figures.refetch()} />
      ) : !figures.data ? (
        <p className="muted">{t('figures:loading')}</p>
      ) : (
        <FiguresBody figures={figures.data} t={t} withMembers={withMembers} platform={platform} />
      )}
    </div>
  )
}

function FiguresBody({
  figures,
  t,
  withMembers,
  platform,
}: {
  figures: Figures
  t: (key: string) => string
  withMembers: boolean
  platform: boolean
}) {
  const { totals } = figures
  const tiles: [string, string][] = [
    [t('figures:orders'), String(totals.orders)],
    [t('figures:revenue'), money(totals.revenueFen)],
    [t('figures:average_ticket'), money(totals.averageTicketFen)],
    [t('figures:refunds'), `${totals.refunds} · ${money(totals.refundedFen)}`],
    [t('figures:net'), totals.netFen < 0 ? `-${money(-totals.netFen)}` : money(totals.netFen)],
    ...(withMembers ? [[t('figures:new_members'), String(totals.newMembers)] as [string, string]] : []),
  ]
  return (
    <>
      <dl className="figures-tiles" data-testid="figures-totals">
        {tiles.map(([label, value]) => (
          <div key={label} className="figures-tile">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {totals.orders === 0 && <p className="muted">{t('figures:nothing_yet')}</p>}
      <FiguresCharts days={figures.days} t={t} />
      <section className="figures-section">
        <h2>{t('figures:per_day')}</h2>
        <table className="figures-table">
          <thead>
            <tr>
              <th scope="col">{t('figures:date')}</th>
              <th scope="col">{t('figures:orders')}</th>
              <th scope="col">{t('figures:revenue')}</th>
              <th scope="col">{t('figures:refunded')}</th>
              {withMembers && <th scope="col">{t('figures:new_members')}</th>}
            </tr>
          </thead>
          <tbody>
            {figures.days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date}</th>
                <td>{d.orders}</td>
                <td>{money(d.revenueFen)}</td>
                <td>{money(d.refundedFen)}</td>
                {withMembers && <td>{d.newMembers}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="figures-section">
        <h2>{t('figures:top_dishes')}</h2>
        <table className="figures-table" data-testid="figures-top-dishes">
          <thead>
            <tr>
              <th scope="col">{t('figures:dish')}</th>
              <th scope="col">{t('figures:quantity')}</th>
              <th scope="col">{t('figures:revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.topDishes.length === 0 && (
              <tr>
                <td colSpan={3} className="muted">
                  {t('figures:nothing_yet')}
                </td>
              </tr>
            )}
            {figures.topDishes.map((d) => (
              <tr key={d.goodsId}>
                <th scope="row">{d.name}</th>
                <td>{d.quantity}</td>
                <td>{money(d.revenueFen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {platform && (
        <section className="figures-section">
          <h2>{t('figures:by_shop')}</h2>
          <table className="figures-table">
            <thead>
              <tr>
                <th scope="col">{t('figures:shop_name')}</th>
                <th scope="col">{t('figures:orders')}</th>
                <th scope="col">{t('figures:revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.shops.length === 0 && (
                <tr>
                  <td colSpan={3} className="muted">
                    {t('figures:nothing_yet')}
                  </td>
                </tr>
              )}
              {figures.shops.map((s) => (
                <tr key={s.shopId}>
                  <th scope="row">{s.name}</th>
                  <td>{s.orders}</td>
                  <td>{money(s.revenueFen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  )
}
