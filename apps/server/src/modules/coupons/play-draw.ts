import { randomInt } from 'node:crypto'
import type { DrawRecord } from '@siam/contracts'
import { drawPrize } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db, Tx } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import { audit } from '../audit'
import { memberAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { campaignsRepository } from './campaigns.repository'
import { createTemplate, grantFromTemplate, type TemplateInput } from './coupon-templates'
import { couponCauses } from './coupons.causes'
import { couponsRepository as coupons } from './coupons.repository'
import { type DrawRow, drawsRepository as draws, type PrizeRow } from './draws.repository'

type Deps = { db: Db; clock: Clock; randomBelow?: (n: number) => number }

function recordFrom(row: DrawRow, locale: Locale): DrawRecord {
  return {
    id: row.id,
    ticketId: row.ticketId,
    drawNo: row.drawNo,
    prize: { id: row.prizeId, kind: row.prizeKind, title: pick(row.title, locale), amount: row.amount },
    couponId: row.couponId,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Pays a prize in the draw's transaction: a coupon into the list, points or balance through the ledger. */
async function payPrize(tx: Tx, prize: PrizeRow, draw: { id: string; memberId: string }, now: Date) {
  if (prize.kind === 'coupon') {
    const template = prize.templateId
      ? await campaignsRepository.templateById(tx, prize.templateId)
      : undefined
    if (!template) throw new AppError('DRAW_NO_PRIZES')
    return grantFromTemplate(tx, template, { memberId: draw.memberId, source: 'draw', now })
  }
  const points = prize.kind === 'points'
  await postTransfer(
    tx,
    {
      idempotencyKey: `draw:${draw.id}`,
      causeType: points ? couponCauses.drawPoints : couponCauses.drawBalance,
      causeId: draw.id,
      description: points ? 'Prize draw: points' : 'Prize draw: balance',
      legs: [
        {
          accountId: points ? PLATFORM_ACCOUNTS.pointsIssued : PLATFORM_ACCOUNTS.promotions,
          amountFen: -prize.amount,
        },
        { accountId: memberAccount(draw.memberId, points ? 'points' : 'balance'), amountFen: prize.amount },
      ],
    },
    now,
  )
  return null
}

/**
 * One draw of a ticket (two per ticket): the ticket row is locked, the prize picked with crypto
 * randomness, the draw recorded (unique per ticket and draw number) and the prize paid, all in one
 * transaction under the member's idempotency key, so a repeated request answers the same draw and
 * pays nothing twice.
 */
export async function playDraw(
  deps: Deps,
  memberId: string,
  input: { ticketId?: string; idempotencyKey: string },
  locale: Locale,
): Promise<DrawRecord> {
  const randomBelow = deps.randomBelow ?? ((n: number) => randomInt(n))
  const row = await deps.db.transaction(async (tx) => {
    const { result } = await idempotent(
      tx,
      `draw:${memberId}`,
      input.idempotencyKey,
      { ticketId: input.ticketId ?? null },
      async () => {
        const now = deps.clock.now()
        const prizes = (await draws.activePrizes(tx)).filter((p) => p.weight > 0)
        if (prizes.length === 0) throw new AppError('DRAW_NO_PRIZES')
        const ticket = await coupons.lockTicket(tx, memberId, input.ticketId, now)
        if (!ticket) throw new AppError('DRAW_NO_TICKET')
        const drawNo = await coupons.countDraw(tx, ticket, now)
        const prize = drawPrize(prizes, randomBelow)
        const id = newId()
        const couponId = await payPrize(tx, prize, { id, memberId }, now)
        const draw = await draws.insertDraw(tx, {
          id,
          memberId,
          ticketId: ticket.id,
          drawNo,
          prizeId: prize.id,
          prizeKind: prize.kind,
          title: prize.title,
          amount: prize.amount,
          couponId,
          createdAt: now,
        })
        return { id: draw.id }
      },
    )
    return result
  })
  const found = await draws.byId(deps.db, row.id)
  if (!found || found.memberId !== memberId) throw new AppError('NOT_FOUND')
  return recordFrom(found, locale)
}

/** The prizes with their odds (basis points, rounded) and the draws the member's tickets still give. */
export async function drawPrizesFor(deps: Deps, memberId: string, locale: Locale) {
  const prizes = await draws.activePrizes(deps.db)
  const total = prizes.reduce((s, p) => s + p.weight, 0)
  return {
    prizes: prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      title: pick(p.title, locale),
      amount: p.amount,
      oddsBp: total > 0 ? Math.round((p.weight * 10_000) / total) : 0,
    })),
    drawsLeft: await coupons.drawsLeft(deps.db, memberId, deps.clock.now()),
  }
}

export async function drawHistory(
  deps: Deps,
  memberId: string,
  input: { pageNo: number; pageSize: number },
  locale: Locale,
) {
  const { records, total } = await draws.history(deps.db, memberId, pageWindow(input.pageNo, input.pageSize))
  return { records: records.map((r) => recordFrom(r, locale)), total }
}

/** The platform replaces the prizes and weights; a coupon prize's terms become its template. */
export async function setDrawPrizes(
  deps: Deps,
  staff: StaffActor,
  input: {
    prizes: {
      kind: PrizeRow['kind']
      title: Record<string, string>
      amount: number
      template: TemplateInput | null
      weight: number
    }[]
  },
  locale: Locale,
) {
  await deps.db.transaction(async (tx) => {
    const rows = []
    for (const [position, p] of input.prizes.entries()) {
      const coupon = p.kind === 'coupon'
      if (coupon !== (p.template !== null) || (!coupon && p.amount <= 0))
        throw new AppError('COUPON_TEMPLATE_INVALID')
      const template = p.template ? await createTemplate(tx, p.template, staff.staffId) : null
      rows.push({
        id: newId(),
        kind: p.kind,
        title: p.title,
        amount: coupon ? 0 : p.amount,
        templateId: template?.id ?? null,
        weight: p.weight,
        position,
      })
    }
    const before = await draws.activePrizes(tx)
    await draws.replacePrizes(tx, rows)
    // the prizes and their weights decide what members win: the audit row keeps both sets
    const terms = (r: {
      kind: string
      title: unknown
      amount: number
      templateId: string | null
      weight: number
    }) => ({
      kind: r.kind,
      title: r.title,
      amount: r.amount,
      templateId: r.templateId,
      weight: r.weight,
    })
    await audit.record(tx, {
      actor: staff,
      action: 'draw.prizes_set',
      subject: 'draw:prizes',
      before: before.map(terms),
      after: rows.map(terms),
      at: deps.clock.now(),
    })
  })
  return (await drawPrizesFor(deps, '', locale)).prizes
}
