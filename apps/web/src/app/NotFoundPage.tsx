import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../shared/ui/PageHeader'
import { paths } from './paths'

export function Component() {
  const { t } = useTranslation('common')
  return (
    <div className="page">
      <PageHeader title={t('not_found_title')} />
      <main className="state state-empty">
        <p className="state-title">{t('not_found_text')}</p>
        <Link className="btn btn-primary" to={paths.home()}>
          {t('go_home')}
        </Link>
      </main>
    </div>
  )
}
