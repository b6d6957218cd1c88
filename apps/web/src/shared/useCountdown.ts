import { useEffect, useState } from 'react'
import { secondsUntil } from './format'

/** Whole seconds left until `deadline`, ticking every second; 0 without a deadline. */
export function useCountdown(deadline: string | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!deadline) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return deadline ? secondsUntil(deadline, now) : 0
}
