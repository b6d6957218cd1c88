import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Fen, Id, Ok, Text } from './common'

export const EMAIL_CODE_TYPES = ['register', 'login', 'forget', 'payment-password', 'change-email'] as const
const Email = Text().trim().max(254)
const Password = Text().max(64)
const InviterId = Text().max(64).optional()

export const TokenResult = z.object({ token: z.string(), isNewPeople: z.boolean() })

export const MemberInfo = z.object({
  id: Id,
  email: z.string(),
  username: z.string(),
  headImg: z.string().nullable(),
  sex: z.enum(['male', 'female', 'secret']),
  phone: z.string().nullable(),
  isNewPeople: z.boolean(),
  isRemindNewPeople: z.boolean(),
  balanceFen: Fen,
  hasPaymentPassword: z.boolean(),
})
export type MemberInfo = z.infer<typeof MemberInfo>

export const memberCalls = {
  checkLoginToken: defineCall({
    path: 'member/checkLoginToken',
    audience: 'public',
    summary: 'Whether the Authorization token is a live session (data true/false, always code 200).',
    input: Empty,
    output: z.boolean(),
  }),
  sendEmailCode: defineCall({
    path: 'member/sendEmailCode',
    audience: 'public',
    summary: 'Send a 6-digit code by e-mail (valid 10 minutes, one per minute per address).',
    input: z.object({ email: Email, type: z.enum(EMAIL_CODE_TYPES) }),
    output: z.object({ resendAfterSeconds: z.number().int() }),
  }),
  register: defineCall({
    path: 'member/register',
    audience: 'public',
    summary: 'Create a member from an e-mail code and a password.',
    input: z.object({ email: Email, code: Text().max(12), password: Password, inviterId: InviterId }),
    output: TokenResult,
  }),
  login: defineCall({
    path: 'member/login',
    audience: 'public',
    summary: 'Sign in with e-mail and password.',
    input: z.object({ email: Email, password: Password }),
    output: TokenResult,
  }),
  loginByCode: defineCall({
    path: 'member/loginByCode',
    audience: 'public',
    summary: 'Sign in (or sign up) with an e-mail code.',
    input: z.object({ email: Email, code: Text().max(12), inviterId: InviterId }),
    output: TokenResult,
  }),
  forgetPassword: defineCall({
    path: 'member/forgetPassword',
    audience: 'public',
    summary: 'Set a new password with an e-mail code; ends every other session.',
    input: z.object({ email: Email, code: Text().max(12), password: Password }),
    output: Ok,
  }),
  logout: defineCall({
    path: 'member/logout',
    audience: 'member',
    summary: 'End this session.',
    input: Empty,
    output: Ok,
  }),
  getLoginMemberInfo: defineCall({
    path: 'member/getLoginMemberInfo',
    audience: 'member',
    summary: 'The signed-in member, with the new-member flags.',
    input: Empty,
    output: MemberInfo,
  }),
  updateIsRemindNewPeople: defineCall({
    path: 'member/updateIsRemindNewPeople',
    audience: 'member',
    summary: 'The one-time new-member guide has been shown (body optional: isRemindNewPeople false).',
    input: z
      .object({ isRemindNewPeople: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional() })
      .passthrough(),
    output: Ok,
  }),
  setPaymentPassword: defineCall({
    path: 'member/setPaymentPassword',
    audience: 'member',
    summary:
      'Set the first 6-digit payment password (refused once one is set: change it, or reset it with an e-mail code).',
    input: z.object({ paymentPassword: Text().max(12) }),
    output: Ok,
  }),
}
