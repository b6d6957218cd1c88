/** A scriptable XMLHttpRequest for the photo tests (only tests import this file). */
type Handler = ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null

export class FakeXhr {
  static all: FakeXhr[] = []
  method = ''
  url = ''
  timeout = 0
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: Handler } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXhr.all.push(this)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  // ---- test controls ----
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
  succeed(url: string, id = url) {
    this.respond(200, {
      success: true,
      code: 200,
      message: '',
      data: { id, url, contentType: 'image/jpeg', bytes: 1000, width: 100, height: 100 },
    })
  }
  static reset() {
    FakeXhr.all = []
  }
  static last(): FakeXhr {
    const x = FakeXhr.all.at(-1)
    if (!x) throw new Error('no request sent')
    return x
  }
}
