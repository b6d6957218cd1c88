/**
 * A shop's rating with its count ("4.6 · 12 reviews"), or "New" while nobody has reviewed it: a star
 * figure without reviews behind it would be invented (issue 15).
 */
import { useTranslation } from 'react-i18next'
import { decimal } from '../money'
import { IconStar } from './icons'

export function Rating({ rating, count, className }: { rating: number; count: number; className: string }) {
  const { t } = useTranslation('help')
  if (count <= 0) return <span className={`${className} rating-new`}>{t('help:rating_new')}</span>
  return (
    <span className={className}>
      <IconStar size={14} />
      <bdi>{decimal(rating)}</bdi>
      <span className="rating-count">({count})</span>
    </span>
  )
}
