/**
 * `#/pages/internal/mall/detail/detail?id=`: photos, description, specification options, price in points
 * (or points + cash), stock; add to the cart or buy at once.
 */
import type { MallGoodsDetail } from '@siam/contracts'
import { mallApi } from '@siam/contracts/descriptors'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { FavouriteHeart } from '../../shared/favourites/FavouriteHeart'
import { imageUrl } from '../../shared/image'
import { requireLogin, useSession } from '../../shared/session'
import { PageHeader } from '../../shared/ui/PageHeader'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { Stepper } from '../../shared/ui/Stepper'
import { toast } from '../../shared/ui/toast'
import { MallPrice } from './mallParts'
import { invalidateMall, mallQueries } from './queries'

export function Component() {
  const { t } = useTranslation('mall')
  const id = useSearchParams()[0].get('id') ?? ''
  const goods = useQuery(mallQueries.goods(id))
  return (
    <main className="page mall-page">
      <PageHeader
        title={t('goods_title')}
        right={goods.data ? <FavouriteHeart mallGoodsId={goods.data.id} /> : undefined}
      />
      {goods.isPending ? (
        <SkeletonCards count={2} />
      ) : goods.isError ? (
        <QueryError query={goods} page />
      ) : (
        <GoodsDetail goods={goods.data} />
      )}
    </main>
  )
}

function GoodsDetail({ goods }: { goods: MallGoodsDetail }) {
  const { t } = useTranslation('mall')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const loggedIn = useSession().status === 'in'
  const [specId, setSpecId] = useState(goods.specs[0]?.id ?? '')
  const [number, setNumber] = useState(1)
  const soldOut = goods.stock === 0
  const add = useMutation({
    mutationFn: () => call(mallApi.cartInsert, { goodsId: goods.id, specId, number }),
    onSuccess: () => {
      invalidateMall.cart(queryClient)
      toast.show(t('added_to_cart'))
    },
  })
  const member = (then: () => void) => (loggedIn ? then() : requireLogin())
  return (
    <>
      <div className="page-body">
        <div className="mall-banners mall-photo">
          {goods.photos.map((p) => {
            const src = imageUrl(p)
            return src ? <img key={p} src={src} alt="" /> : null
          })}
        </div>
        <section className="mall-section">
          <h1 className="mall-goods-name">{goods.name}</h1>
          <MallPrice points={goods.points} cashFen={goods.cashFen} />
          <p className="mall-line-spec">
            {soldOut ? t('sold_out') : t('stock_left', { n: goods.stock })} · {t('free_shipping')}
          </p>
        </section>
        {goods.specs.length > 0 && (
          <section className="mall-section">
            <h2>{t('options')}</h2>
            <div className="mall-specs">
              {goods.specs.map((s) => (
                <button
                  key={s.id}
                  type="button"
                  aria-pressed={s.id === specId}
                  onClick={() => setSpecId(s.id)}
                >
                  {s.name}
                </button>
              ))}
            </div>
          </section>
        )}
        <section className="mall-section">
          <h2>{t('quantity')}</h2>
          <Stepper
            value={number}
            min={1}
            max={Math.max(1, Math.min(99, goods.stock))}
            onChange={setNumber}
            name={goods.name}
          />
        </section>
        <section className="mall-section">
          <h2>{t('description')}</h2>
          <p>{goods.description}</p>
        </section>
      </div>
      <div className="mall-bar">
        <button
          type="button"
          className="btn btn-block"
          disabled={soldOut || add.isPending}
          onClick={() => member(() => add.mutate())}
        >
          {t('add_to_cart')}
        </button>
        <button
          type="button"
          className="btn btn-accent btn-block"
          disabled={soldOut}
          onClick={() => member(() => navigate(paths.mallPay({ goodsId: goods.id, specId, number })))}
        >
          {t('buy_now')}
        </button>
      </div>
    </>
  )
}
