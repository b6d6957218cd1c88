import { t } from '../i18n'

/** Grey placeholder blocks while a list loads (never a blank screen). */
function Skeleton({ width, height = '1rem', radius }: { width?: string; height?: string; radius?: string }) {
  return (
    <span
      className="skeleton"
      style={{ inlineSize: width ?? '100%', blockSize: height, borderRadius: radius }}
    />
  )
}

export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  )
}

/** Card-shaped placeholders: image on the start side, lines beside it. */
export function SkeletonCards({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton-cards" role="status" aria-busy="true">
      <span className="visually-hidden">{t('common:loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div className="skeleton-card" key={i} aria-hidden="true">
          <Skeleton width="5.5rem" height="5.5rem" radius="var(--radius-card)" />
          <div className="skeleton-card-body">
            <Skeleton width="70%" height="1.1rem" />
            <Skeleton width="50%" />
            <Skeleton width="85%" />
          </div>
        </div>
      ))}
    </div>
  )
}
