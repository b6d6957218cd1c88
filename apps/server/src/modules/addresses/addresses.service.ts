import type { Address, AddressInput, AddressUpdateInput } from '@siam/contracts'
import {
  haversineMeters,
  type LngLat,
  normalisePhone,
  toGcj02,
  toWgs84,
  validateAddress,
  wgs84ToGcj02,
} from '@siam/domain'
import type { z } from 'zod'
import { chineseLine, doorInChinese, type Geocoder, streetInChinese } from '../../adapters/geocoder'
import type { Db } from '../../db/client'
import { AppError, fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pageWindow } from '../../platform/paging'
import type { SettingsService } from '../settings'
import type { AddressesRepository, AddressRow, AddressWrite } from './addresses.repository'

type Input = z.output<typeof AddressInput>
type UpdateInput = z.output<typeof AddressUpdateInput>

/**
 * The line a courier reads (decision 0011; issue 15): the geocoder's Chinese names for the point,
 * then the member's street in Chinese (typed in Chinese, or the road and house number translated:
 * "1686 Nanjing West Road" -> 南京西路1686号; else as typed) unless the place already says it, then
 * the building and door in their Chinese forms ("Room 1203" -> 1203室). Rows from before migration
 * 0002 have no geocoded line: the member's text, translated the same way.
 */
export function courierLineOf(row: Pick<AddressRow, 'placeZh' | 'city' | 'street' | 'door'>): string {
  const street = streetInChinese(row.street) ?? row.street.trim()
  const door = doorInChinese(row.door)
  if (!row.placeZh) return [row.city, street, door].filter(Boolean).join(' ')
  return [row.placeZh, row.placeZh.includes(street) ? '' : street, door].filter(Boolean).join(' ')
}

function toAddress(row: AddressRow): Address {
  const wgs84 = { lng: row.lng, lat: row.lat }
  const gcj02 =
    row.gcjLng !== null && row.gcjLat !== null ? { lng: row.gcjLng, lat: row.gcjLat } : wgs84ToGcj02(wgs84)
  return {
    id: row.id,
    contactName: row.contactName,
    gender: row.gender,
    phone: row.phone,
    city: row.city,
    street: row.street,
    door: row.door,
    label: row.label,
    isDefault: row.isDefault,
    lng: row.lng,
    lat: row.lat,
    wgs84,
    gcj02,
    courierLine: courierLineOf(row),
  }
}

/** Spec 5 field rules, every failing field at once, before anything is looked up or written. */
function validate(input: Input): void {
  const errors = validateAddress(input)
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      { fields: Object.keys(errors).join(', ') },
      errors as Record<string, string>,
    )
  }
}

/** The input's point in WGS-84 (validate() has made sure it is there). */
function wgsPoint(input: Input): LngLat {
  if (input.lng === null || input.lat === null) throw new AppError('VALIDATION_FAILED')
  return toWgs84({ lng: input.lng, lat: input.lat }, input.coordSystem)
}

export interface AddressesDeps {
  db: Db
  repo: AddressesRepository
  geocoder: Geocoder
  settings: SettingsService
}

export function createAddressesService({ db, repo, geocoder, settings }: AddressesDeps) {
  /**
   * The columns a point fills: both systems and the geocoder's Chinese line. Outside any
   * transaction (a provider call can take seconds). Nothing known there = the address is refused.
   */
  async function locate(point: LngLat) {
    const place = await geocoder.reverse(point, 'zh-Hans')
    if (!place) fail('ADDRESS_NOT_GEOCODABLE')
    const gcj = toGcj02(point, 'wgs84')
    return { lng: point.lng, lat: point.lat, gcjLng: gcj.lng, gcjLat: gcj.lat, placeZh: chineseLine(place) }
  }

  async function owned(memberId: string, id: string): Promise<AddressRow> {
    const row = await repo.ownedBy(db, memberId, id)
    if (!row) fail('ADDRESS_NOT_FOUND')
    return row
  }

  const formFields = (input: Input) => ({
    contactName: input.contactName,
    gender: input.gender,
    phone: normalisePhone(input.phone),
    city: input.city,
    street: input.street,
    door: input.door,
    label: input.label,
  })

  return {
    async list(memberId: string, pageNo: number, pageSize: number) {
      const { limit, offset } = pageWindow(pageNo, pageSize)
      const { records, total } = await repo.list(db, memberId, limit, offset)
      return { records: records.map(toAddress), total }
    },

    async get(memberId: string, id: string): Promise<Address> {
      return toAddress(await owned(memberId, id))
    },

    async insert(memberId: string, input: Input): Promise<Address> {
      validate(input)
      const located = await locate(wgsPoint(input))
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId)
        // The first address becomes the default, so a delivery always has somewhere to go.
        const isDefault = input.isDefault || (await repo.count(tx, memberId)) === 0
        if (isDefault) await repo.clearDefault(tx, memberId)
        const row = await repo.insert(tx, {
          ...formFields(input),
          ...located,
          id: newId(),
          memberId,
          isDefault,
        })
        return toAddress(row)
      })
    },

    /**
     * A full replacement. A move beyond the setting's distance needs `confirmMove` (spec 5); the
     * point is geocoded again only when it moved (or was never geocoded).
     */
    async update(memberId: string, input: UpdateInput): Promise<Address> {
      validate(input)
      const before = await owned(memberId, input.id)
      const point = wgsPoint(input)
      const moved = haversineMeters(before, point)
      const { addressMoveConfirmMeters } = await settings.current()
      if (moved > addressMoveConfirmMeters && !input.confirmMove) {
        fail('ADDRESS_MOVE_CONFIRM', { distanceMeters: Math.round(moved) })
      }
      const located: Partial<AddressWrite> =
        moved >= 1 || !before.placeZh || before.gcjLng === null ? await locate(point) : {}
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId)
        const current = await repo.ownedBy(tx, memberId, input.id)
        if (!current) fail('ADDRESS_NOT_FOUND')
        // isDefault false on the default is ignored: a member with addresses always has one default.
        const isDefault = current.isDefault || input.isDefault
        if (isDefault && !current.isDefault) await repo.clearDefault(tx, memberId, input.id)
        const row = await repo.update(tx, memberId, input.id, { ...formFields(input), ...located, isDefault })
        if (!row) fail('ADDRESS_NOT_FOUND')
        return toAddress(row)
      })
    },

    /** Deleting the default promotes the newest remaining address; deleting the last leaves none. */
    async delete(memberId: string, id: string): Promise<true> {
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId)
        const deleted = await repo.delete(tx, memberId, id)
        if (!deleted) fail('ADDRESS_NOT_FOUND')
        if (deleted.isDefault) {
          const next = await repo.newest(tx, memberId)
          if (next) await repo.update(tx, memberId, next.id, { isDefault: true })
        }
        return true as const
      })
    },

    async setDefault(memberId: string, id: string): Promise<Address> {
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId)
        const row = await repo.ownedBy(tx, memberId, id)
        if (!row) fail('ADDRESS_NOT_FOUND')
        if (row.isDefault) return toAddress(row)
        await repo.clearDefault(tx, memberId, id)
        const updated = await repo.update(tx, memberId, id, { isDefault: true })
        if (!updated) fail('ADDRESS_NOT_FOUND')
        return toAddress(updated)
      })
    },

    /** The member's own address row, or ADDRESS_NOT_FOUND (for the fee quote and orders). */
    owned,
  }
}
