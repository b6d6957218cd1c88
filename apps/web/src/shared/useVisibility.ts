import { useEffect, useState } from 'react'

/** Whether the page is in front: screens that poll stop while it is hidden. */
export function useVisibility(): DocumentVisibilityState {
  const [v, setV] = useState<DocumentVisibilityState>(() =>
    typeof document === 'undefined' ? 'visible' : document.visibilityState,
  )
  useEffect(() => {
    const on = () => setV(document.visibilityState)
    document.addEventListener('visibilitychange', on)
    return () => document.removeEventListener('visibilitychange', on)
  }, [])
  return v
}
