import { imageUrl } from '../image'

/** A small square photo (lazy), or its grey place when there is none; `className` sets the size. */
export function Thumb({ image, size, className }: { image: string; size: number; className: string }) {
  const src = imageUrl(image)
  const cls = `thumb ${className}`
  return src ? (
    <img className={cls} src={src} alt="" loading="lazy" width={size} height={size} />
  ) : (
    <span className={cls} />
  )
}
