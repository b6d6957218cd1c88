/** The language picker: all 11 locales in their own names; switches at once and is remembered. */
import { LOCALES } from '@siam/i18n'
import { useTranslation } from 'react-i18next'
import { useLang } from '../i18n'
import { IconCheck } from './icons'
import { Sheet } from './Sheet'

export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common')
  const { lang, setLang } = useLang()
  return (
    <Sheet open={open} onClose={onClose} title={t('language')}>
      <div className="option-list" role="radiogroup" aria-label={t('language')}>
        {LOCALES.map((l) => (
          <div key={l.code}>
            {/* biome-ignore lint/a11y/useSemanticElements: full-width option rows; radio semantics for screen readers */}
            <button
              type="button"
              role="radio"
              aria-checked={l.code === lang}
              className="option-item"
              onClick={() => {
                void setLang(l.code)
                onClose()
              }}
            >
              <span lang={l.code} dir={l.dir}>
                {l.name}
              </span>
              {l.code === lang && <IconCheck size={20} />}
            </button>
          </div>
        ))}
      </div>
    </Sheet>
  )
}

/** The current language's own name. */
export function languageName(code: string): string {
  return LOCALES.find((l) => l.code === code)?.name ?? code
}
