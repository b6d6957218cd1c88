/**
 * The member's corner (issue 13) as one lazy route, `/pages/mine/*` (it ranks below every explicit
 * mine route): profile, invitations, rewards, withdrawals, the affiliate page and favourites, picked
 * here by path. One chunk for the eight pages keeps the first bundle's route table and its list of
 * page files as they were (the first-load budget is tight; the chunk stays far below the lazy one).
 */
import type { ComponentType } from 'react'
import { useLocation } from 'react-router'
import { Component as Collect } from '../features/favourites/CollectPage'
import { Component as Affiliate } from '../features/invite/AffiliatePage'
import { Component as Reward } from '../features/invite/RewardPage'
import { Component as Share } from '../features/invite/SharePage'
import { Component as Unreceived } from '../features/invite/UnreceivedRewardPage'
import { Component as WithdrawalDetail } from '../features/invite/WithdrawalDetailPage'
import { Component as Withdrawal } from '../features/invite/WithdrawalPage'
import { Component as UserInfo } from '../features/profile/UserInfoPage'
import { Component as NotFound } from './NotFoundPage'
import { ROUTES } from './paths'

const PAGES: Record<string, ComponentType> = {
  [ROUTES.userInfo]: UserInfo,
  [ROUTES.share]: Share,
  [ROUTES.shareReward]: Reward,
  [ROUTES.unreceivedReward]: Unreceived,
  [ROUTES.withdrawal]: Withdrawal,
  [ROUTES.withdrawalDetail]: WithdrawalDetail,
  [ROUTES.affiliate]: Affiliate,
  [ROUTES.collect]: Collect,
}

export function Component() {
  const { pathname } = useLocation()
  const Page = PAGES[pathname.replace(/\/+$/, '')] ?? NotFound
  return <Page />
}
