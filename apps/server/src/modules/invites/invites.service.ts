import type { AdminMember, AdminMemberAccount } from '@siam/contracts'
import QRCode from 'qrcode'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { pageWindow } from '../../platform/paging'
import { memberById, memberQueries, membersByIds } from '../auth'
import { balanceOf, memberAccount, memberWalletEntries } from '../ledger'
import { inviteRewardQueries } from '../loyalty'
import { orderQueries } from '../orders'
import type { SettingsService } from '../settings'
import { invitesRepository as repo } from './invites.repository'

/** Product rules 9: 2% of the goods, in basis points for the rules text. */
const REWARD_RATE_BP = 200
/** Double-draw tickets: one per two invited friends with a completed order, one per 500 yuan of own completed orders. */
const FRIENDS_PER_TICKET = 2
const OWN_FEN_PER_TICKET = 50_000

/** The sign-up page with the inviter (spec 2: pages/internal/login/authorization/authorization?inviterId=). */
const invitePath = (memberId: string) =>
  `/pages/internal/login/authorization/authorization?inviterId=${encodeURIComponent(memberId)}`

type MemberRow = NonNullable<Awaited<ReturnType<typeof memberById>>>

export function createInvitesService(deps: { db: Db; settings: SettingsService; clock: Clock }) {
  const { db } = deps

  async function adminRows(rows: MemberRow[]): Promise<AdminMember[]> {
    const ids = rows.map((r) => r.id)
    const [counts, joined] = await Promise.all([memberQueries.invitedCounts(db, ids), repo.joinedAt(db, ids)])
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        email: r.email,
        username: r.username,
        realName: r.realName,
        inviterId: r.inviterId,
        createdAt: r.createdAt.toISOString(),
        invitedCount: counts.get(r.id) ?? 0,
        affiliateJoinedAt: joined.get(r.id)?.toISOString() ?? null,
        rewardFen: (await memberWalletEntries.balances(db, r.id)).reward,
      })),
    )
  }

  return {
    async summary(memberId: string) {
      const [{ total }, byInvitee, balances, basis, settings, joined] = await Promise.all([
        memberQueries.invitedMembers(db, memberId, { limit: 0, offset: 0 }),
        inviteRewardQueries.byInvitee(db, memberId, null),
        memberWalletEntries.balances(db, memberId),
        inviteRewardQueries.ticketBasis(db, memberId),
        deps.settings.current(),
        repo.joinedAt(db, [memberId]),
      ])
      const credited = byInvitee.reduce((sum, r) => sum + Number(r.creditedFen), 0)
      const pending = byInvitee.reduce((sum, r) => sum + Number(r.pendingFen), 0)
      return {
        memberId,
        invitePath: invitePath(memberId),
        invitedCount: total,
        affiliateJoinedAt: joined.get(memberId)?.toISOString() ?? null,
        creditedFen: credited,
        pendingFen: pending,
        withdrawableFen: balances.reward,
        tickets:
          Math.floor(basis.friendsWithCompletedOrder / FRIENDS_PER_TICKET) +
          Math.floor(basis.ownCompletedFen / OWN_FEN_PER_TICKET),
        rewardRateBp: REWARD_RATE_BP,
        creditDelayDays: settings.loyaltyCreditDays,
      }
    },

    /** member/affiliate/join: the opt-in of spec 6, once; joining again keeps the first day. */
    async joinAffiliate(memberId: string) {
      const joinedAt = await repo.join(db, memberId, deps.clock.now())
      return { affiliateJoinedAt: joinedAt.toISOString() }
    },

    /** The link on the app's address (origin and path, hash router) and its QR code, made by the qrcode library. */
    async poster(memberId: string, appUrl: string) {
      const app = new URL(appUrl)
      const url = `${app.origin}${app.pathname}#${invitePath(memberId)}`
      const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      return { url, qrSvg }
    },

    async friends(memberId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await memberQueries.invitedMembers(db, memberId, pageWindow(pageNo, pageSize))
      const progress = new Map(
        (
          await inviteRewardQueries.byInvitee(
            db,
            memberId,
            rows.map((r) => r.id),
          )
        ).map((p) => [p.memberId, p]),
      )
      return {
        total,
        records: rows.map((r) => {
          const p = progress.get(r.id)
          return {
            memberId: r.id,
            username: r.username,
            headImg: r.headImg,
            joinedAt: r.createdAt.toISOString(),
            paidOrders: Number(p?.paidOrders ?? 0),
            completedOrders: Number(p?.completedOrders ?? 0),
            creditedFen: Number(p?.creditedFen ?? 0),
            pendingFen: Number(p?.pendingFen ?? 0),
          }
        }),
      }
    },

    async pendingRewards(memberId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await inviteRewardQueries.pending(db, memberId, pageWindow(pageNo, pageSize))
      const names = new Map(
        (
          await membersByIds(
            db,
            rows.map((r) => r.memberId),
          )
        ).map((m) => [m.id, m.username]),
      )
      return {
        total,
        records: rows.map((r) => ({
          orderId: r.orderId,
          inviteeName: names.get(r.memberId) ?? '',
          rewardFen: r.rewardFen - r.rewardReversedFen,
          creditAt: r.creditAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      }
    },

    /** The platform's member lookup: by keyword, or one member with the invite tree and reward ledger. */
    /** Issue 14: a member's wallets and latest orders for platform staff (read-only). */
    async adminAccount(id: string): Promise<AdminMemberAccount> {
      const member = await memberById(db, id)
      if (!member) fail('MEMBER_NOT_FOUND')
      const wallet = (kind: Parameters<typeof memberAccount>[1]) => balanceOf(db, memberAccount(id, kind))
      const { records, total } = await orderQueries.listForMember(db, id, 'all', undefined, 20, 0)
      return {
        balanceFen: await wallet('balance'),
        rewardFen: await wallet('reward'),
        points: await wallet('points'),
        pendingPoints: await wallet('points_pending'),
        orderCount: total,
        orders: records.map((o) => ({
          id: o.id,
          orderNo: o.orderNo,
          status: o.status,
          totalFen: o.totalFen,
          paidFen: o.paidFen,
          refundedFen: o.refundedFen,
          createdAt: o.createdAt.toISOString(),
        })),
      }
    },
    async adminList(input: {
      pageNo: number
      pageSize: number
      keyword?: string | undefined
      id?: string | undefined
    }) {
      if (input.id) {
        const member = await memberById(db, input.id)
        if (!member) fail('MEMBER_NOT_FOUND')
        const invited = await memberQueries.invitedMembers(db, member.id, { limit: null, offset: 0 })
        const ledger = await memberWalletEntries.page(db, memberAccount(member.id, 'reward'), {
          limit: 200,
          offset: 0,
        })
        return {
          records: await adminRows([member]),
          total: 1,
          invited: await adminRows(invited.rows),
          rewardLedger: ledger.rows.map((e) => ({
            id: e.id,
            amountFen: e.amount,
            causeType: e.causeType,
            causeId: e.causeId,
            createdAt: e.createdAt.toISOString(),
          })),
        }
      }
      // Issue 14: an order number finds the member who placed it.
      const keyword = input.keyword ?? ''
      const order = keyword ? await orderQueries.byOrderNo(db, keyword) : undefined
      const owner = order ? await memberById(db, order.memberId) : undefined
      if (owner) return { records: await adminRows([owner]), total: 1, invited: [], rewardLedger: [] }
      const { rows, total } = await memberQueries.searchMembers(
        db,
        keyword,
        pageWindow(input.pageNo, input.pageSize),
      )
      return { records: await adminRows(rows), total, invited: [], rewardLedger: [] }
    },
  }
}
