import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/api', async (importOriginal) =>
  (await import('../../testing/apiMock')).mockCall(importOriginal),
)

import type { Address } from '@siam/contracts'
import { ApiError } from '../../shared/api'
import { i18next } from '../../shared/i18n'
import { resetLocationForTests, setManualPosition } from '../../shared/location'
import { apiMock } from '../../testing/apiMock'
import { apiDouble, homeAddress, renderRoute, setupI18n } from '../../testing/pages'
import { AddressForm } from './AddressForm'
import { formErrors, updateAddress } from './addressApi'
import { applyPicked, EMPTY_FIELDS, type FormState } from './formState'
import { putPicked } from './handoff'

const saved: Address = { ...homeAddress, gcj02: { lng: 121.4845, lat: 31.238 } }

const REGEO = {
  name: 'People’s Square',
  nameZh: '人民广场',
  province: 'Shanghai',
  city: 'Shanghai',
  district: 'Huangpu',
  provinceZh: '上海市',
  cityZh: '上海市',
  districtZh: '黄浦区',
  addressZh: '上海市黄浦区人民广场',
  wgs84: { lng: 121.4737, lat: 31.2304 },
  gcj02: { lng: 121.478, lat: 31.2284 },
}

const { serve, callsTo } = apiDouble(apiMock)

const EMPTY_STATE: FormState = { fields: EMPTY_FIELDS, pointSource: null, place: null }

function renderForm(props: { mode: 'insert' | 'edit'; initial?: FormState; onSaved?: (a: Address) => void }) {
  const onSaved = props.onSaved ?? vi.fn()
  const utils = renderRoute(
    '/pages/address/insert/insert',
    '/pages/address/insert/insert',
    <AddressForm
      mode={props.mode}
      draftKey="test"
      addressId={props.mode === 'edit' ? 'a1' : undefined}
      initial={props.initial ?? EMPTY_STATE}
      onSaved={onSaved}
    />,
  )
  return { ...utils, onSaved }
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['address', 'help'])
})
beforeEach(() => {
  sessionStorage.clear()
  resetLocationForTests()
  apiMock.mockReset()
  // the device never answers: only a chosen point or a pick gives the form coordinates
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: () => {} } })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('address form checks (spec 5)', () => {
  it('names every missing field with the specification’s messages, coordinates included', () => {
    const keys = formErrors({ ...EMPTY_FIELDS, phone: '12345' })
    expect(keys).toEqual({
      contactName: 'contact_name_required',
      phone: 'phone_invalid',
      city: 'city_required',
      street: 'street_required',
      door: 'door_required',
      coordinates: 'coordinates_missing',
    })
    expect(formErrors({ ...EMPTY_FIELDS }).phone).toBe('phone_required')
    // A visitor's number in E.164 is accepted (product rules 10); without its + it is not.
    expect(formErrors({ ...EMPTY_FIELDS, phone: '+44 7700 900123' }).phone).toBeUndefined()
    expect(formErrors({ ...EMPTY_FIELDS, phone: '447700900123' }).phone).toBe('phone_invalid')
  })

  it('says the courier may call an international number through Siam', async () => {
    renderForm({ mode: 'insert' })
    await screen.findByRole('button', { name: 'Save address' })
    expect(screen.queryByTestId('international-phone-note')).toBeNull()
    fill('Mobile phone', '+44 7700 900123')
    expect(screen.getByTestId('international-phone-note').textContent).toBe(
      'A number from outside mainland China: the courier may call you through Siam.',
    )
    fill('Mobile phone', '138 0013 8000')
    expect(screen.queryByTestId('international-phone-note')).toBeNull()
  })

  it('shows the messages under their fields and calls nothing', async () => {
    renderForm({ mode: 'insert' })
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }))
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent)
    expect(alerts).toEqual([
      'Latitude and longitude not obtained, please reposition.',
      'Contact person name is required',
      'Mobile phone number is required',
      'please select area',
      'please fill in detailed address',
      'Please fill in the door number',
    ])
    expect(screen.getByLabelText('Contact person')).toBe(document.activeElement)
    expect(callsTo('member/deliveryAddress/insert')).toHaveLength(0)
  })

  it('refuses a complete form without coordinates: "Latitude and longitude not obtained, please reposition."', async () => {
    renderForm({ mode: 'insert' })
    fill('Contact person', 'Anna')
    fill('Mobile phone', '138 0013 8000')
    fill('City', 'Shanghai')
    fill('Street address', '100 Nanjing East Road')
    fill('Door number', 'Room 1202')
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Latitude and longitude not obtained, please reposition.')
    expect(callsTo('member/deliveryAddress/insert')).toHaveLength(0)
  })

  it('saves a new address at the held position, phone normalised, with its coordinate system', async () => {
    setManualPosition({ lng: 121.4737, lat: 31.2304 }, 'Shanghai')
    serve({
      'geo/regeo': () => REGEO,
      'member/deliveryAddress/insert': (input) => ({ ...saved, ...input, id: 'a9' }),
    })
    const { onSaved } = renderForm({ mode: 'insert' })
    // the point's place and the courier's Chinese line are shown before saving
    expect(await screen.findByText('上海市黄浦区人民广场')).toBeTruthy()
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Shanghai')
    fill('Contact person', 'Anna')
    fill('Mobile phone', '138-0013-8000')
    fill('Street address', '100 Nanjing East Road')
    fill('Door number', 'Room 1202')
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(callsTo('member/deliveryAddress/insert')[0]).toMatchObject({
      contactName: 'Anna',
      phone: '13800138000',
      city: 'Shanghai',
      lng: 121.4737,
      lat: 31.2304,
      coordSystem: 'wgs84',
    })
  })

  it('a place the geocoder cannot place is refused under the map buttons', async () => {
    setManualPosition({ lng: 121.4737, lat: 31.2304 }, 'Shanghai')
    serve({
      'geo/regeo': () => REGEO,
      'member/deliveryAddress/insert': () => {
        throw new ApiError(400, 'This point could not be found on the map.', 'ADDRESS_NOT_GEOCODABLE')
      },
    })
    renderForm({ mode: 'insert' })
    fill('Contact person', 'Anna')
    fill('Mobile phone', '13800138000')
    fill('Street address', 'Somewhere')
    fill('Door number', '1')
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This point could not be found on the map.')
  })
})

describe('picked places', () => {
  it('a place from the map or the search sets the point (GCJ-02 kept as picked) and fills empty city and street', () => {
    const start: FormState = { ...EMPTY_STATE, fields: { ...EMPTY_FIELDS, street: 'My own words' } }
    const next = applyPicked(start, {
      lng: 121.478,
      lat: 31.2284,
      coordSystem: 'gcj02',
      wgs84: REGEO.wgs84,
      gcj02: REGEO.gcj02,
      name: 'People’s Square',
      city: 'Shanghai',
      addressZh: '上海市黄浦区人民广场',
    })
    expect(next.fields).toMatchObject({
      lng: 121.478,
      lat: 31.2284,
      coordSystem: 'gcj02',
      city: 'Shanghai',
      street: 'My own words',
    })
    expect(next.pointSource).toBe('picked')
  })

  it('the form comes back from the picker with the picked place', async () => {
    putPicked({
      lng: 121.478,
      lat: 31.2284,
      coordSystem: 'gcj02',
      wgs84: REGEO.wgs84,
      gcj02: REGEO.gcj02,
      name: 'People’s Square',
      city: 'Shanghai',
      addressZh: '上海市黄浦区人民广场',
    })
    renderForm({ mode: 'insert' })
    expect(await screen.findByText('Location: People’s Square')).toBeTruthy()
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('People’s Square')
    expect(apiMock).not.toHaveBeenCalledWith('geo/regeo', expect.anything(), expect.anything())
  })
})

describe('moving an address more than 500 m asks first (product rules 10)', () => {
  const MESSAGE = 'The new location is 812 m from the old one. Move the address?'
  const editState: FormState = {
    fields: { ...EMPTY_FIELDS, ...saved, lng: 121.4875, lat: 31.2455, coordSystem: 'wgs84' },
    pointSource: 'picked',
    place: { name: 'Nanjing Road', addressZh: '上海市黄浦区南京东路' },
  }

  function moveServer() {
    serve({
      'member/deliveryAddress/update': (input) => {
        if (!input.confirmMove) throw new ApiError(409, MESSAGE, 'ADDRESS_MOVE_CONFIRM')
        return { ...saved, lng: input.lng as number, lat: input.lat as number }
      },
    })
  }

  it('shows the server’s distance; yes sends the same change again with confirmMove', async () => {
    moveServer()
    const { onSaved } = renderForm({ mode: 'edit', initial: editState })
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move this address?' })
    expect(dialog.textContent).toContain(MESSAGE)
    expect(onSaved).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, move it' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const calls = callsTo('member/deliveryAddress/update')
    expect(calls).toHaveLength(2)
    expect(calls[0]).toMatchObject({ id: 'a1', confirmMove: false, lng: 121.4875 })
    expect(calls[1]).toMatchObject({ id: 'a1', confirmMove: true, lng: 121.4875 })
  })

  it('cancel keeps the old place: no second request, nothing saved', async () => {
    moveServer()
    const { onSaved } = renderForm({ mode: 'edit', initial: editState })
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move this address?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo('member/deliveryAddress/update')).toHaveLength(1)
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('other failures are not mistaken for the question', async () => {
    serve({
      'member/deliveryAddress/update': () => {
        throw new ApiError(404, 'Address not found', 'ADDRESS_NOT_FOUND')
      },
    })
    const confirm = vi.fn(async () => true)
    await expect(updateAddress('a1', editState.fields, confirm)).rejects.toMatchObject({
      errorKey: 'ADDRESS_NOT_FOUND',
    })
    expect(confirm).not.toHaveBeenCalled()
  })
})
