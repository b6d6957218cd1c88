import type { CouponTemplateInput } from '@siam/contracts'
import { validityWindow } from '@siam/domain'
import type { z } from 'zod'
import type { Executor } from '../../db/client'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { campaignsRepository, type TemplateRow } from './campaigns.repository'
import { type CouponRow, couponsRepository } from './coupons.repository'

export type TemplateInput = z.output<typeof CouponTemplateInput>

/**
 * The terms each kind allows (product rules 7): a delivery coupon is an amount; a shop coupon an
 * amount or a percentage (its amount then the cap); a ticket has no value; a rebate card is a
 * percentage with its cap. Anything else is refused with COUPON_TEMPLATE_INVALID.
 */
function checkTerms(input: TemplateInput): void {
  const { kind, amountFen, percentOff } = input
  const ok =
    (kind === 'delivery' && amountFen > 0 && percentOff === null) ||
    (kind === 'shop' && (amountFen > 0 || percentOff !== null)) ||
    (kind === 'doubleDraw' && amountFen === 0 && percentOff === null && input.thresholdFen === 0) ||
    (kind === 'rebateCard' && percentOff !== null)
  const window =
    input.validity.type === 'days' || new Date(input.validity.until) > new Date(input.validity.from)
  if (!ok || !window) throw new AppError('COUPON_TEMPLATE_INVALID')
}

/** Stores a template after checking its terms. */
export async function createTemplate(
  x: Executor,
  input: TemplateInput,
  staffId: string,
): Promise<TemplateRow> {
  checkTerms(input)
  const fixed = input.validity.type === 'fixed' ? input.validity : null
  return campaignsRepository.insertTemplate(x, {
    id: newId(),
    kind: input.kind,
    title: input.title,
    rules: input.rules,
    amountFen: input.amountFen,
    percentOff: input.percentOff,
    thresholdFen: input.thresholdFen,
    shopId: input.shopId,
    validFrom: fixed ? new Date(fixed.from) : null,
    validUntil: fixed ? new Date(fixed.until) : null,
    validDays: input.validity.type === 'days' ? input.validity.days : null,
    createdBy: staffId,
  })
}

/** Gives the member a coupon made from the template, in the caller's transaction (in the list at once). */
export async function grantFromTemplate(
  x: Executor,
  template: TemplateRow,
  grant: {
    memberId: string
    source: CouponRow['source']
    campaignId?: string
    purchaseId?: string
    now: Date
  },
): Promise<string> {
  const window = validityWindow(
    template.validDays !== null
      ? { type: 'days', days: template.validDays }
      : { type: 'fixed', from: template.validFrom ?? grant.now, until: template.validUntil ?? grant.now },
    grant.now,
  )
  return couponsRepository.grant(
    x,
    {
      memberId: grant.memberId,
      kind: template.kind,
      title: template.title,
      rules: template.rules,
      amountFen: template.amountFen,
      percentOff: template.percentOff,
      thresholdFen: template.thresholdFen,
      shopId: template.shopId,
      ...window,
      source: grant.source,
      campaignId: grant.campaignId ?? null,
      purchaseId: grant.purchaseId ?? null,
    },
    grant.now,
  )
}
