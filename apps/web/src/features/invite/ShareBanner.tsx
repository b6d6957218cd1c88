/**
 * The invite page's banner (issue 14): the first published `share` banner platform staff set in the
 * console, its title in the member's language (the server falls back to English, then Chinese).
 * Nothing is shown when there is none.
 */
import { callKey } from '@siam/api-client'
import { shopApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { call } from '../../shared/api'
import { useLang } from '../../shared/i18n'
import { imageUrl } from '../../shared/image'
import './invite.css'

export function ShareBanner() {
  const { lang } = useLang()
  const { data } = useQuery({
    queryKey: callKey(shopApi.banners, 'share', lang),
    queryFn: () => call(shopApi.banners, { type: 'share' }, { silent: true }),
    staleTime: 5 * 60_000,
  })
  const banner = (data ?? []).find((b) => imageUrl(b.image))
  if (!banner) return null
  // the box's 25:9 ratio (invite.css) is reserved by width/height before the bytes arrive
  const picture = (
    <img src={imageUrl(banner.image) ?? ''} alt={banner.title} width={750} height={270} loading="lazy" />
  )
  // the console only accepts links to the app's own pages (/pages/...)
  return (
    <section className="share-banner" data-testid="share-banner">
      {banner.link?.startsWith('/') ? <Link to={banner.link}>{picture}</Link> : picture}
    </section>
  )
}
