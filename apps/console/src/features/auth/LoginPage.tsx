import type { DescriptorInput } from '@siam/api-client'
import { consoleApi } from '@siam/contracts/descriptors'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../shared/api/client'
import { LanguagePicker } from '../../shared/ui/LanguagePicker'
import type { LoginOutput } from './sessionQueries'

export function LoginPage({ onLoggedIn }: { onLoggedIn: (result: LoginOutput) => void }) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [formError, setFormError] = useState<string | null>(null)
  const login = useMutation({
    mutationFn: (input: DescriptorInput<typeof consoleApi.login>) => call(consoleApi.login, input),
    onSuccess: onLoggedIn,
    onError: (e) => setFormError(e instanceof ApiError ? e.message : t('console:network_error')),
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (email.trim() === '' || password === '') {
      setFormError(t('console:login_required'))
      return
    }
    setFormError(null)
    login.mutate({ email: email.trim(), password })
  }

  return (
    <main className="login">
      <div className="login-top">
        <LanguagePicker />
      </div>
      <form className="login-card" onSubmit={submit} noValidate>
        <h1>{t('console:app_title')}</h1>
        <p className="muted">{t('console:login_subtitle')}</p>
        <div className="field">
          <label htmlFor="login-email">{t('console:email')}</label>
          <input
            id="login-email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t('console:password')}</label>
          <input
            id="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            dir="ltr"
            value={password}
            maxLength={64}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
          {login.isPending ? t('console:signing_in') : t('console:sign_in')}
        </button>
      </form>
    </main>
  )
}
