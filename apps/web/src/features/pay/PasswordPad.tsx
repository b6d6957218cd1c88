/** Six masked boxes and a numeric keypad for the payment password; completes itself at the sixth digit. */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const PASSWORD_LENGTH = 6

export function PasswordPad({
  onComplete,
  busy,
  error,
  resetSignal,
}: {
  onComplete: (password: string) => void
  busy?: boolean
  error?: string | null
  /** changes when the entry should clear (after a wrong password) */
  resetSignal?: number
}) {
  const { t } = useTranslation('pay')
  const [digits, setDigits] = useState('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signal's change is the trigger
  useEffect(() => {
    setDigits('')
  }, [resetSignal])

  function press(d: string) {
    if (busy || digits.length >= PASSWORD_LENGTH) return
    const next = digits + d
    setDigits(next)
    if (next.length === PASSWORD_LENGTH) onComplete(next)
  }
  function erase() {
    if (busy) return
    setDigits((s) => s.slice(0, -1))
  }

  // A hardware keyboard works too (desktop, accessibility tools).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (/^\d$/.test(e.key)) press(e.key)
      else if (e.key === 'Backspace') erase()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  return (
    <div className="password-pad">
      <div
        className="password-boxes"
        role="img"
        aria-label={t('pay:password_entered', { n: digits.length, total: PASSWORD_LENGTH })}
        dir="ltr"
      >
        {Array.from({ length: PASSWORD_LENGTH }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed boxes
          <span key={i} className={i < digits.length ? 'password-box filled' : 'password-box'} />
        ))}
      </div>
      {error && (
        <p className="field-error password-error" role="alert">
          {error}
        </p>
      )}
      <div className="keypad" dir="ltr">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button type="button" key={d} className="keypad-key" onClick={() => press(d)} disabled={busy}>
            {d}
          </button>
        ))}
        <span className="keypad-key keypad-blank" aria-hidden="true" />
        <button type="button" className="keypad-key" onClick={() => press('0')} disabled={busy}>
          0
        </button>
        <button
          type="button"
          className="keypad-key keypad-erase"
          onClick={erase}
          disabled={busy}
          aria-label={t('pay:delete_digit')}
        >
          ⌫
        </button>
      </div>
    </div>
  )
}
