import { money } from '../money'
import './price.css'

/** "¥12.50" ("12,50 ¥" in German): bold, tabular, kept left-to-right inside RTL text. */
export function Price({ fen, className, strike }: { fen: number; className?: string; strike?: boolean }) {
  const cls = ['price', strike ? 'price-strike' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <bdi className={cls} dir="ltr">
      {money(fen)}
    </bdi>
  )
}
