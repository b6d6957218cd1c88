import type { Address, AddressInput } from '@siam/contracts'
import { validateAddress } from '@siam/domain'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { AppError, fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pageWindow } from '../../platform/paging'
import type { AddressesRepository, AddressRow } from './addresses.repository'

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    contactName: row.contactName,
    gender: row.gender as Address['gender'],
    phone: row.phone,
    city: row.city,
    street: row.street,
    door: row.door,
    label: row.label as Address['label'],
    isDefault: row.isDefault,
    lng: row.lng,
    lat: row.lat,
  }
}

export function createAddressesService(db: Db, repo: AddressesRepository) {
  return {
    async list(memberId: string, pageNo: number, pageSize: number) {
      const { limit, offset } = pageWindow(pageNo, pageSize)
      const { records, total } = await repo.list(db, memberId, limit, offset)
      return { records: records.map(toAddress), total }
    },

    async insert(memberId: string, input: z.output<typeof AddressInput>): Promise<Address> {
      const errors = validateAddress(input)
      if (Object.keys(errors).length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          { fields: Object.keys(errors).join(', ') },
          errors as Record<string, string>,
        )
      }
      const { lng, lat } = input
      if (lng === null || lat === null) fail('VALIDATION_FAILED')
      return db.transaction(async (tx) => {
        const { total } = await repo.list(tx, memberId, 0, 0)
        // The first address becomes the default, so a delivery always has somewhere to go.
        const isDefault = input.isDefault || total === 0
        if (isDefault) await repo.clearDefault(tx, memberId)
        const row = await repo.insert(tx, { ...input, id: newId(), memberId, isDefault, lng, lat })
        return toAddress(row)
      })
    },

    async owned(memberId: string, id: string): Promise<AddressRow> {
      const row = await repo.ownedBy(db, memberId, id)
      if (!row) fail('ADDRESS_NOT_FOUND')
      return row
    },
  }
}
export type AddressesService = ReturnType<typeof createAddressesService>
