import type { Executor } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import { stableId } from '../../platform/ids'
import { campaignsRepository as campaigns } from './campaigns.repository'
import { drawsRepository as draws } from './draws.repository'
import { packsRepository as packs } from './packs.repository'

const DAY_MS = 24 * 60 * 60_000

const text = (en: string, zh: string): LocalizedText => ({ en, 'zh-Hans': zh, 'zh-Hant': zh })

/**
 * The demo city's coupons (issue 11): a platform campaign in the coupon centre, the draw's prizes and
 * a coupon pack for sale, so the coupon pages have something to show. Stable ids: a re-seed finds them
 * and changes nothing (the campaign runs for a year from the first seed).
 */
export async function seedCouponDemo(x: Executor, now: Date, staffId: string): Promise<void> {
  const campaignId = stableId('demo-coupons/campaign')
  if (await campaigns.byId(x, campaignId)) return
  const template = (
    key: string,
    kind: 'delivery' | 'shop',
    amountFen: number,
    thresholdFen: number,
    title: LocalizedText,
  ) =>
    campaigns.insertTemplate(x, {
      id: stableId(`demo-coupons/template/${key}`),
      kind,
      title,
      amountFen,
      thresholdFen,
      validDays: 14,
      createdBy: staffId,
    })
  const welcome = await template(
    'welcome',
    'shop',
    800,
    2500,
    text('Welcome week: 8 off from 25', '欢迎周：满25减8'),
  )
  await campaigns.insertCampaign(x, {
    id: campaignId,
    templateId: welcome.id,
    source: 'campaign',
    total: 1000,
    perMember: 1,
    startsAt: now,
    endsAt: new Date(now.getTime() + 365 * DAY_MS),
    createdBy: staffId,
  })
  const lucky = await template(
    'lucky',
    'delivery',
    300,
    0,
    text('Lucky draw: 3 off delivery', '抽奖：配送费减3元'),
  )
  await draws.replacePrizes(x, [
    {
      id: stableId('demo-coupons/prize/coupon'),
      kind: 'coupon',
      title: text('3 off delivery', '配送费减3元'),
      amount: 0,
      templateId: lucky.id,
      weight: 60,
      position: 0,
    },
    {
      id: stableId('demo-coupons/prize/points'),
      kind: 'points',
      title: text('20 points', '20积分'),
      amount: 20,
      templateId: null,
      weight: 30,
      position: 1,
    },
    {
      id: stableId('demo-coupons/prize/balance'),
      kind: 'balance',
      title: text('2 yuan to your balance', '余额2元'),
      amount: 200,
      templateId: null,
      weight: 10,
      position: 2,
    },
  ])
  const packCoupon = await template(
    'pack',
    'delivery',
    500,
    0,
    text('Pack: 5 off delivery', '券包：配送费减5元'),
  )
  await packs.insertPack(x, {
    id: stableId('demo-coupons/pack'),
    templateId: packCoupon.id,
    title: text('Pack of three 5-yuan delivery coupons', '5元配送券三张装'),
    count: 3,
    priceFen: 1000,
  })
}
