import { describe, expect, it } from 'vitest'
import { photoOrigins } from '../config'
import { ourPhotoUrl } from './photoUrl'

describe('ourPhotoUrl: only our own photos become links or images', () => {
  const bucket = ['https://photos.siam.example']

  it('keeps our server paths, asset keys and the bucket', () => {
    expect(ourPhotoUrl('/siam-server/uploads/2026/11/ab12.webp', bucket)).toBe(
      '/siam-server/uploads/2026/11/ab12.webp',
    )
    expect(ourPhotoUrl('shops/noodles.webp', bucket)).toBe('/siam-server/assets/shops/noodles.webp')
    expect(ourPhotoUrl('https://photos.siam.example/k/1.webp', bucket)).toBe(
      'https://photos.siam.example/k/1.webp',
    )
  })

  it('refuses other sites, scripts, data, protocol-relative and climbing paths', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'https://evil.example/photo.webp',
      'http://photos.siam.example/k/1.webp',
      '//evil.example/x.webp',
      '/siam-server/uploads/../../admin',
      '/elsewhere/x.webp',
      'https://photos.siam.example.evil.example/x.webp',
    ])
      expect(ourPhotoUrl(bad, bucket), bad).toBeNull()
  })

  it('reads the bucket origins from VITE_PHOTO_ORIGINS', () => {
    expect(photoOrigins({ VITE_PHOTO_ORIGINS: 'https://a.example/base, https://b.example' })).toEqual([
      'https://a.example',
      'https://b.example',
    ])
    expect(photoOrigins({})).toEqual([])
  })
})
