import { describe, expect, it } from 'vitest'
import { allowedWebviewUrl } from './webviewUrl'

const OWN = 'https://siam.example'
const PARTNERS = ['mp.weixin.qq.com', 'ok.example']
const allow = (raw: string | null) => allowedWebviewUrl(raw, OWN, PARTNERS)

describe('allowedWebviewUrl (issue 15: never an open redirect)', () => {
  it("opens the platform's own pages and the listed partners", () => {
    expect(allow('/web/#/pages/blog/blog')).toBe('https://siam.example/web/#/pages/blog/blog')
    expect(allow('https://siam.example/siam-server/help')).toBe('https://siam.example/siam-server/help')
    expect(allow('https://mp.weixin.qq.com/s/abc?x=1')).toBe('https://mp.weixin.qq.com/s/abc?x=1')
    expect(allow('  https://OK.example/path  ')).toBe('https://ok.example/path')
  })

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.com'],
    ['//evil.com/web/'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['https://evil.com'],
    ['https://evil.com@ok.example'],
    ['https://ok.example@evil.com'],
    ['https://user:pass@ok.example/'],
    ['https://ok.example.evil.com/'],
    ['https://evil.com/?https://ok.example'],
    ['https://evilok.example/'],
    ['http://ok.example/'],
    ['https://ok.example:8443/'],
    ['ftp://ok.example/'],
    ['file:///etc/passwd'],
    ['https://siam.example.evil.com/'],
    ['http://siam.example/'],
    [''],
    ['   '],
  ])('refuses %j', (raw) => {
    expect(allow(raw)).toBeNull()
  })

  it('reads a scheme-relative "https:evil.com" as a path of our own site, never as evil.com', () => {
    expect(allow('https:evil.com')).toBe('https://siam.example/evil.com')
  })

  it('refuses a missing address', () => {
    expect(allow(null)).toBeNull()
    expect(allowedWebviewUrl(undefined, OWN, PARTNERS)).toBeNull()
  })
})
