/** The heart on a dish or a shop: filled when it is among my favourites; a tap adds or removes it. */
import { callKey } from '@siam/api-client'
import { favouriteApi } from '@siam/contracts/descriptors'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { call } from '../api'
import { requireLogin, useSession } from '../session'
import { toast } from '../ui/toast'
import './favouriteHeart.css'

type Target = { goodsId: string; shopId?: never } | { shopId: string; goodsId?: never }

export function FavouriteHeart(target: Target) {
  const { t } = useTranslation('profile')
  const queryClient = useQueryClient()
  const loggedIn = useSession().status === 'in'
  const isGoods = target.goodsId !== undefined
  const id = target.goodsId ?? target.shopId ?? ''
  const key = isGoods
    ? callKey(favouriteApi.goodsCollectSelectByGoodsId, id)
    : callKey(favouriteApi.shopCollectSelectByShopId, id)
  const state = useQuery({
    queryKey: key,
    queryFn: () =>
      isGoods
        ? call(favouriteApi.goodsCollectSelectByGoodsId, { goodsId: id }, { silent: true })
        : call(favouriteApi.shopCollectSelectByShopId, { shopId: id }, { silent: true }),
    enabled: loggedIn,
  })
  const on = state.data === true

  async function toggle() {
    if (!requireLogin()) return
    try {
      if (isGoods) {
        await (on
          ? call(favouriteApi.goodsCollectDelete, { goodsIds: [id] })
          : call(favouriteApi.goodsCollectInsert, { goodsId: id }))
      } else {
        await (on
          ? call(favouriteApi.shopCollectDelete, { shopIds: [id] })
          : call(favouriteApi.shopCollectInsert, { shopId: id }))
      }
      queryClient.setQueryData(key, !on)
      void queryClient.invalidateQueries({
        queryKey: callKey(isGoods ? favouriteApi.goodsCollectList : favouriteApi.shopCollectList),
      })
      toast.show(on ? t('favourite_removed') : t('favourite_added'))
    } catch {
      // the error toast was shown
    }
  }

  return (
    <button
      type="button"
      className={`favourite-heart${on ? ' favourite-heart-on' : ''}`}
      aria-pressed={on}
      aria-label={on ? t('favourite_remove') : t('favourite_add')}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  )
}
