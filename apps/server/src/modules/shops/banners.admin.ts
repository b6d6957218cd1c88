import type { AdminBanner, BannerPlace, contentCalls } from '@siam/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { filledTexts } from '../../platform/localize'
import { audit } from '../audit'
import { requireOwnedUploads } from '../uploads'
import type { BannerRow, ShopsRepository } from './shops.repository'

type BannerSave = z.output<(typeof contentCalls)['adminBannerSave']['input']>

/** What a banner shows, as its audit rows keep it. */
const contentOf = (row: BannerRow) => ({
  place: row.type,
  image: row.image,
  title: row.title,
  link: row.link,
  sort: row.sort,
  published: row.published,
})

function adminBannerFrom(row: BannerRow): AdminBanner {
  return { ...contentOf(row), id: row.id, place: row.type as BannerPlace }
}

/**
 * Platform staff's home and share banners (issue 14). Every change writes its audit row in the
 * same transaction. A new photo must be one this staff member uploaded through the photo
 * pipeline (re-encoded, stored as theirs); a banner keeping its photo (a seeded one) is not asked.
 * The customer app reads `advertisement/list` without a cache, so a change shows on its next load.
 */
export function createBannersAdmin(deps: { db: Db; clock: Clock; repo: ShopsRepository }) {
  const { db, clock, repo } = deps

  async function change(
    actor: StaffActor,
    id: string,
    action: string,
    patch: Partial<Omit<BannerRow, 'id'>>,
  ): Promise<AdminBanner> {
    const row = await db.transaction(async (tx) => {
      const before = await repo.bannerById(tx, id)
      if (!before) fail('BANNER_NOT_FOUND')
      const after = await repo.updateBanner(tx, id, patch)
      if (!after) fail('BANNER_NOT_FOUND')
      await audit.record(tx, {
        actor,
        action,
        subject: `banner:${id}`,
        before: contentOf(before),
        after: contentOf(after),
        at: clock.now(),
      })
      return after
    })
    return adminBannerFrom(row)
  }

  return {
    async list(): Promise<AdminBanner[]> {
      return (await repo.allBanners(db)).map(adminBannerFrom)
    },

    async save(actor: StaffActor, input: BannerSave): Promise<AdminBanner> {
      const fields = {
        type: input.place,
        image: input.image,
        title: filledTexts(input.title),
        link: input.link,
        sort: input.sort,
        published: input.published,
      }
      const stored = input.id ? await repo.bannerById(db, input.id) : undefined
      if (input.id && !stored) fail('BANNER_NOT_FOUND')
      if (stored?.image !== input.image) await requireOwnedUploads(db, actor.staffId, [input.image], 'staff')
      if (input.id) return change(actor, input.id, 'banner.update', fields)
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insertBanner(tx, { id: newId(), ...fields })
        await audit.record(tx, {
          actor,
          action: 'banner.create',
          subject: `banner:${saved.id}`,
          before: null,
          after: contentOf(saved),
          at: clock.now(),
        })
        return saved
      })
      return adminBannerFrom(row)
    },

    publish(actor: StaffActor, id: string, published: boolean): Promise<AdminBanner> {
      return change(actor, id, published ? 'banner.publish' : 'banner.unpublish', { published })
    },

    /** Deletes a banner; the audit row keeps what it showed. */
    async remove(actor: StaffActor, id: string): Promise<{ id: string }> {
      await db.transaction(async (tx) => {
        const gone = await repo.deleteBanner(tx, id)
        if (!gone) fail('BANNER_NOT_FOUND')
        await audit.record(tx, {
          actor,
          action: 'banner.delete',
          subject: `banner:${id}`,
          before: contentOf(gone),
          after: null,
          at: clock.now(),
        })
      })
      return { id }
    },
  }
}
