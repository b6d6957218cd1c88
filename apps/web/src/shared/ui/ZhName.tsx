import type { ElementType } from 'react'
import './zhName.css'

/**
 * The Chinese original under a translated name (ui.md: a smaller, lighter line), so a visitor can show it
 * to the staff; nothing when there is none or it is the same text.
 */
export function ZhName({
  name,
  nameZh,
  as: Tag = 'span',
  large = false,
}: {
  name: string
  nameZh: string | null | undefined
  as?: ElementType
  large?: boolean
}) {
  if (!nameZh || nameZh === name) return null
  return (
    <Tag className={large ? 'zh zh-large' : 'zh'} lang="zh-Hans">
      {nameZh}
    </Tag>
  )
}
