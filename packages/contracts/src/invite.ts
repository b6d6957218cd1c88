import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Fen, Id, IdempotencyKey, IsoTime, Paging, page, Text } from './common'

// ---------- invitations (product rules 9) ----------
/** What one invited friend has done so far, for the inviter's list. */
export const InvitedFriend = z.object({
  memberId: Id,
  username: z.string(),
  headImg: z.string().nullable(),
  joinedAt: IsoTime,
  /** Paid orders of the friend that earned the inviter a reward. */
  paidOrders: z.number().int(),
  completedOrders: z.number().int(),
  /** Reward from this friend: credited and not yet credited, fen. */
  creditedFen: Fen,
  pendingFen: Fen,
})
export type InvitedFriend = z.infer<typeof InvitedFriend>

export const InviteSummary = z.object({
  memberId: Id,
  /** The path of the sign-up page with this member as inviter (the client prefixes its origin). */
  invitePath: z.string(),
  invitedCount: z.number().int(),
  /** When the member joined the affiliate programme (spec 6 opt-in); null: not joined. */
  affiliateJoinedAt: IsoTime.nullable(),
  creditedFen: Fen,
  pendingFen: Fen,
  /** Reward that can be withdrawn now (the reward wallet). */
  withdrawableFen: Fen,
  /** Double-draw tickets earned (product rules 9). */
  tickets: z.number().int(),
  /** 2% of the goods of each invitee's paid order, in basis points (200). */
  rewardRateBp: z.number().int(),
  creditDelayDays: z.number().int(),
})
export type InviteSummary = z.infer<typeof InviteSummary>

/** One not-yet-credited reward: an invitee's order and the day it is credited. */
export const PendingReward = z.object({
  orderId: Id,
  inviteeName: z.string(),
  rewardFen: Fen,
  /** null while the order is not completed yet. */
  creditAt: IsoTime.nullable(),
  createdAt: IsoTime,
})
export type PendingReward = z.infer<typeof PendingReward>

export const inviteCalls = {
  inviteSummary: defineCall({
    path: 'member/invite/summary',
    audience: 'member',
    summary: 'My invite link, invited count, rewards credited and pending, tickets and the rules.',
    input: Empty,
    output: InviteSummary,
  }),
  inviteList: defineCall({
    path: 'member/invite/list',
    audience: 'member',
    summary: 'The friends I invited, with their progress and what they earned me.',
    input: Paging,
    output: page(InvitedFriend),
  }),
  affiliateJoin: defineCall({
    path: 'member/affiliate/join',
    audience: 'member',
    summary: 'Joins the affiliate programme (opt-in, spec 6); joining again keeps the first day.',
    input: Empty,
    output: z.object({ affiliateJoinedAt: IsoTime }),
  }),
  invitePoster: defineCall({
    path: 'member/invite/poster',
    audience: 'member',
    summary:
      'My invite link on this origin and its QR code as SVG (the poster is drawn from it on the device).',
    input: z.object({ origin: z.url({ protocol: /^https?$/ }).max(200) }),
    output: z.object({ url: z.string(), qrSvg: z.string() }),
  }),
  pendingRewards: defineCall({
    path: 'member/unreceivedReward/list',
    audience: 'member',
    summary: 'Rewards not yet credited, per order, with the crediting day.',
    input: Paging,
    output: page(PendingReward),
  }),
}

// ---------- withdrawals (product rules 9) ----------
export const WITHDRAWAL_STATUSES = ['reviewing', 'approved', 'rejected'] as const
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES)
export const WITHDRAWAL_CHANNELS = ['alipay', 'wechat', 'bank'] as const
export const WithdrawalChannel = z.enum(WITHDRAWAL_CHANNELS)
export type WithdrawalChannel = z.infer<typeof WithdrawalChannel>

export const Withdrawal = z.object({
  id: Id,
  withdrawalNo: z.string(),
  memberId: Id,
  amountFen: Fen,
  channel: WithdrawalChannel,
  /** The payout account as the member typed it. */
  account: z.string(),
  realName: z.string(),
  status: WithdrawalStatus,
  payoutReference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: IsoTime,
  decidedAt: IsoTime.nullable(),
})
export type Withdrawal = z.infer<typeof Withdrawal>

const Account = Text().trim().min(3).max(64)

export const withdrawCalls = {
  withdrawApply: defineCall({
    path: 'member/withdraw/apply',
    audience: 'member',
    summary:
      'Withdraw credited reward (at least 10 yuan; real name and payment password required). Up to 100 yuan is approved at once.',
    input: z.object({
      amountFen: z.number().int().positive().max(100_000_000),
      channel: WithdrawalChannel,
      account: Account,
      paymentPassword: Text().max(12),
      idempotencyKey: IdempotencyKey,
    }),
    output: Withdrawal,
  }),
  withdrawList: defineCall({
    path: 'member/withdraw/list',
    audience: 'member',
    summary: 'My withdrawals, newest first.',
    input: Paging,
    output: page(Withdrawal),
  }),
  withdrawDetail: defineCall({
    path: 'member/withdraw/detail',
    audience: 'member',
    summary: 'One of my withdrawals.',
    input: z.object({ id: Id }),
    output: Withdrawal,
  }),
  adminWithdrawList: defineCall({
    path: 'admin/withdraw/list',
    audience: 'admin',
    summary: 'Withdrawals, by status (default: waiting for review).',
    input: Paging.extend({ status: WithdrawalStatus.optional() }),
    output: page(Withdrawal),
  }),
  adminWithdrawAudit: defineCall({
    path: 'admin/withdraw/audit',
    audience: 'admin',
    summary:
      'Approve a withdrawal with the payout reference, or reject it with a reason (the money goes back).',
    input: z.discriminatedUnion('decision', [
      z.object({
        id: Id,
        decision: z.literal('approve'),
        payoutReference: Text().trim().min(1).max(100),
      }),
      z.object({ id: Id, decision: z.literal('reject'), reason: Text().trim().min(1).max(200) }),
    ]),
    output: Withdrawal,
  }),
}

export const RewardEntry = z.object({
  id: Id,
  amountFen: z.number().int(),
  causeType: z.string(),
  causeId: Id,
  createdAt: IsoTime,
})

export const AdminMember = z.object({
  id: Id,
  email: z.string(),
  username: z.string(),
  realName: z.string().nullable(),
  inviterId: Id.nullable(),
  createdAt: IsoTime,
  invitedCount: z.number().int(),
  /** When the member joined the affiliate programme; null: not joined. */
  affiliateJoinedAt: IsoTime.nullable(),
  rewardFen: Fen,
})
export type AdminMember = z.infer<typeof AdminMember>

/** Issue 14: what the platform sees of a member's money and orders (read-only; money moves only by the ledger). */
export const AdminMemberAccount = z.object({
  balanceFen: z.number().int(),
  rewardFen: z.number().int(),
  points: z.number().int(),
  pendingPoints: z.number().int(),
  orders: z.array(
    z.object({
      id: Id,
      orderNo: z.string(),
      status: z.number().int(),
      totalFen: z.number().int(),
      paidFen: z.number().int(),
      refundedFen: z.number().int(),
      createdAt: IsoTime,
    }),
  ),
  orderCount: z.number().int(),
})
export type AdminMemberAccount = z.infer<typeof AdminMemberAccount>

export const adminMemberCalls = {
  adminMemberAccount: defineCall({
    path: 'admin/member/account',
    audience: 'admin',
    summary: "A member's balance, reward, points and latest orders with what was refunded (read-only).",
    input: z.object({ id: Id }),
    output: AdminMemberAccount,
  }),
  adminMemberList: defineCall({
    path: 'admin/member/list',
    audience: 'admin',
    summary:
      'Members by e-mail, name, phone or one of their order numbers; with `id`, one member with their invite tree and reward ledger.',
    input: Paging.extend({ keyword: Text().trim().max(100).optional(), id: Id.optional() }),
    output: page(AdminMember).extend({
      invited: z.array(AdminMember),
      rewardLedger: z.array(RewardEntry),
    }),
  }),
}
