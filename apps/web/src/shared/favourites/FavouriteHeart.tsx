/** The heart on a dish, a shop or a mall goods item: filled when it is among my favourites; a tap adds or removes it. */
import { callKey } from '@siam/api-client'
import { favouriteApi } from '@siam/contracts/descriptors'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { call } from '../api'
import { requireLogin, useSession } from '../session'
import { IconHeart } from '../ui/icons'
import { toast } from '../ui/toast'
import './favouriteHeart.css'

type Target =
  | { goodsId: string; shopId?: never; mallGoodsId?: never }
  | { shopId: string; goodsId?: never; mallGoodsId?: never }
  | { mallGoodsId: string; goodsId?: never; shopId?: never }

/** The calls of one kind of favourite: is it there, add it, remove it, and the list it shows in. */
function callsOf(target: Target) {
  if (target.goodsId !== undefined) {
    const goodsId = target.goodsId
    return {
      key: callKey(favouriteApi.goodsCollectSelectByGoodsId, goodsId),
      has: () => call(favouriteApi.goodsCollectSelectByGoodsId, { goodsId }, { silent: true }),
      add: () => call(favouriteApi.goodsCollectInsert, { goodsId }),
      remove: () => call(favouriteApi.goodsCollectDelete, { goodsIds: [goodsId] }),
      list: callKey(favouriteApi.goodsCollectList),
    }
  }
  if (target.mallGoodsId !== undefined) {
    const goodsId = target.mallGoodsId
    return {
      key: callKey(favouriteApi.mallCollectSelectByGoodsId, goodsId),
      has: () => call(favouriteApi.mallCollectSelectByGoodsId, { goodsId }, { silent: true }),
      add: () => call(favouriteApi.mallCollectInsert, { goodsId }),
      remove: () => call(favouriteApi.mallCollectDelete, { goodsIds: [goodsId] }),
      // Mall goods are listed with the dishes.
      list: callKey(favouriteApi.goodsCollectList),
    }
  }
  const shopId = target.shopId ?? ''
  return {
    key: callKey(favouriteApi.shopCollectSelectByShopId, shopId),
    has: () => call(favouriteApi.shopCollectSelectByShopId, { shopId }, { silent: true }),
    add: () => call(favouriteApi.shopCollectInsert, { shopId }),
    remove: () => call(favouriteApi.shopCollectDelete, { shopIds: [shopId] }),
    list: callKey(favouriteApi.shopCollectList),
  }
}

export function FavouriteHeart(target: Target) {
  const { t } = useTranslation('profile')
  const queryClient = useQueryClient()
  const loggedIn = useSession().status === 'in'
  const calls = callsOf(target)
  const state = useQuery({ queryKey: calls.key, queryFn: calls.has, enabled: loggedIn })
  const on = state.data === true

  async function toggle() {
    if (!requireLogin()) return
    try {
      await (on ? calls.remove() : calls.add())
      queryClient.setQueryData(calls.key, !on)
      void queryClient.invalidateQueries({ queryKey: calls.list })
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
      <IconHeart size={22} fill={on ? 'currentColor' : 'none'} />
    </button>
  )
}
