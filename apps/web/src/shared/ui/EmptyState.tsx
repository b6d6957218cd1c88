import type { ReactNode } from 'react'

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string
  description?: string
  action?: ReactNode
}) {
  return (
    <div className="state state-empty">
      <svg className="state-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="26" fill="var(--color-bg-soft)" />
        <path
          d="M20 36h24l-2 10H22zM24 36c0-6 4-10 8-10s8 4 8 10"
          fill="none"
          stroke="var(--color-text-3)"
          strokeWidth="2.5"
        />
      </svg>
      <p className="state-title">{title}</p>
      {description && <p className="state-text">{description}</p>}
      {action}
    </div>
  )
}
