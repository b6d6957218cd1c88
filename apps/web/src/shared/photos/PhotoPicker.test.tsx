import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '../../testing/pages'
import { i18next } from '../i18n'
import { getToken, setToken } from '../token'
import { toast } from '../ui/toast'
import { FakeXhr } from './fakeXhr'
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker'
import { ABORT_ERROR_CODE, UPLOAD_FAILED_CODE, UploadError, uploadImage } from './uploadClient'

const photo = (name = 'a.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, { type })

function Harness(props: Partial<PhotoPickerProps> & { initial?: string[]; seen?: string[][] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? [])
  return (
    <PhotoPicker
      {...props}
      value={value}
      onChange={(urls) => {
        props.seen?.push(urls)
        setValue(urls)
      }}
    />
  )
}

const album = () => screen.getByTestId('photo-album') as HTMLInputElement
const choose = (input: HTMLInputElement, files: File[]) =>
  act(() => fireEvent.change(input, { target: { files } }))

beforeAll(async () => {
  await setupI18n()
  await i18next.loadNamespaces(['photos'])
})
beforeEach(() => {
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  toast.hide()
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PhotoPicker', () => {
  it('offers the camera (capture=environment) and the album (several photos)', () => {
    render(<Harness />)
    const camera = screen.getByTestId('photo-camera') as HTMLInputElement
    expect(camera.getAttribute('capture')).toBe('environment')
    expect(camera.accept).toBe('image/*')
    expect(camera.multiple).toBe(false)
    expect(album().multiple).toBe(true)
    expect(screen.getByText('Take a photo')).toBeTruthy()
    expect(screen.getByText('Choose from the album')).toBeTruthy()
    expect(screen.getByText(/Up to 9 photos, 10 MB each/)).toBeTruthy()
  })

  it('uploads each photo in field `file` with progress, then shows it as a removable thumbnail', async () => {
    setToken('tok-1')
    const seen: string[][] = []
    const busy: boolean[] = []
    render(<Harness seen={seen} onBusyChange={(b) => busy.push(b)} />)
    choose(album(), [photo('one.jpg'), photo('two.png', 'image/png')])
    expect(FakeXhr.all).toHaveLength(2)
    const [first, second] = FakeXhr.all as [FakeXhr, FakeXhr]
    expect(first.method).toBe('POST')
    expect(first.url).toBe('/siam-server/rest/member/uploadSingleImage')
    expect(first.headers).toMatchObject({ Authorization: 'tok-1', mlang: 'en' })
    expect(first.timeout).toBe(60_000)
    expect((first.body?.get('file') as File | undefined)?.name).toBe('one.jpg')
    expect(busy).toEqual([true])

    act(() => first.progress(50, 100))
    const bars = screen.getAllByRole('progressbar')
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('50')
    expect(screen.getByText('50%')).toBeTruthy()

    await act(async () => {
      second.succeed('/siam-server/uploads/b.png')
      first.succeed('/siam-server/uploads/a.jpg')
    })
    // both finished before a render in between could happen: neither is lost
    expect(seen.at(-1)).toEqual(['/siam-server/uploads/b.png', '/siam-server/uploads/a.jpg'])
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0)
    expect(busy).toEqual([true, false])
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(
      '/siam-server/uploads/b.png',
    )
    expect(screen.getByText('2/9')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    expect(seen.at(-1)).toEqual(['/siam-server/uploads/a.jpg'])
  })

  it("shows the server's refusal on the photo, with a retry that sends it again", async () => {
    render(<Harness />)
    choose(album(), [photo('x.heic', 'image/heic')])
    const message = 'Upload failed: HEIC photos cannot be processed yet.'
    await act(async () =>
      FakeXhr.last().respond(415, {
        success: false,
        code: 415,
        message,
        data: null,
        errorKey: 'UPLOAD_HEIC_UNSUPPORTED',
      }),
    )
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(toast.current()).toMatchObject({ kind: 'error', message })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(FakeXhr.all).toHaveLength(2)
    await act(async () => FakeXhr.last().succeed('/siam-server/uploads/ok.jpg'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy()
  })

  it('refuses photos over 10 MB and files that are no image before sending anything', () => {
    render(<Harness />)
    const big = photo('big.jpg')
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 })
    choose(album(), [big, new File(['hello'], 'notes.txt', { type: 'text/plain' })])
    expect(FakeXhr.all).toHaveLength(0)
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent)
    expect(alerts).toEqual([
      'This photo is larger than 10 MB.',
      'Please choose a photo (JPEG, PNG, WebP or HEIC).',
    ])
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('takes no more than `max` photos, and hides the add buttons when full', () => {
    render(<Harness max={3} initial={['/siam-server/uploads/old.jpg']} />)
    choose(album(), [photo(), photo(), photo()])
    expect(FakeXhr.all).toHaveLength(2)
    expect(toast.current()?.message).toBe('You can add at most 3 photos.')
    expect(screen.queryByTestId('photo-album')).toBeNull()
    expect(screen.getByText('3/3')).toBeTruthy()
  })

  it('stops an upload when its photo is removed, and on leaving the page', () => {
    const seen: string[][] = []
    const { unmount } = render(<Harness seen={seen} />)
    choose(album(), [photo(), photo()])
    const [first, second] = FakeXhr.all as [FakeXhr, FakeXhr]
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    expect(first.aborted).toBe(true)
    expect(second.aborted).toBe(false)
    expect(toast.current()).toBeNull()
    unmount()
    expect(second.aborted).toBe(true)
    expect(seen).toEqual([])
  })
})

describe('uploadImage', () => {
  it('reports a network failure as 602001 and a timeout as 5, in the current language', async () => {
    const failing = uploadImage(photo())
    act(() => FakeXhr.last().onerror?.())
    await expect(failing).rejects.toMatchObject({ code: UPLOAD_FAILED_CODE, message: 'Upload failed' })
    const slow = uploadImage(photo(), { timeoutMs: 1234 })
    expect(FakeXhr.last().timeout).toBe(1234)
    act(() => FakeXhr.last().ontimeout?.())
    await expect(slow).rejects.toMatchObject({
      code: 5,
      message: 'The connection timed out, click the screen to try again.',
    })
  })

  it('drops the stored token on a 401 and can be aborted', async () => {
    setToken('expired')
    const answer = uploadImage(photo())
    act(() =>
      FakeXhr.last().respond(401, {
        success: false,
        code: 401,
        message: 'User expired or not logged in',
        data: null,
      }),
    )
    await expect(answer).rejects.toBeInstanceOf(UploadError)
    expect(getToken()).toBeNull()
    const controller = new AbortController()
    const aborted = uploadImage(photo(), { signal: controller.signal })
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ code: ABORT_ERROR_CODE })
  })
})
