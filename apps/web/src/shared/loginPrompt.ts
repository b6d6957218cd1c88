/** "Log in now?" (401 and requireLogin): one prompt at a time; OK goes to the login choice page. */
import { paths } from '../app/paths'
import { t } from './i18n'
import { currentAppPath, navigateTo } from './navigation'
import { showModal } from './ui/modal'

let open = false

export function promptLogin(message?: string): void {
  if (open) return
  const here = currentAppPath()
  if (here.startsWith('/pages/internal/login/')) return
  open = true
  showModal({
    title: t('common:login_prompt_title'),
    content: message || t('common:login_prompt_content'),
    confirmText: t('common:login_now'),
    cancelText: t('common:not_now'),
  })
    .then(() => navigateTo(paths.loginChoose({ redirect: here })))
    .catch(() => {})
    .finally(() => {
      open = false
    })
}
