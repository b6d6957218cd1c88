/**
 * The China / global site switch (spec 1, product rules 11): "I don't use a VPN" (China site: Chinese
 * maps and services only) or "I use a VPN" (global site: international maps). Stored on the device;
 * maps and other third-party services follow at once.
 */
import { useTranslation } from 'react-i18next'
import { SITES, type Site, setSite, useSite } from '../../shared/site'
import { IconCheck } from '../../shared/ui/icons'
import { Sheet } from '../../shared/ui/Sheet'
import { toast } from '../../shared/ui/toast'

export function SiteSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('address')
  const site = useSite()
  const choose = (next: Site) => {
    onClose()
    if (next === site) return
    setSite(next)
    toast.show(t(next === 'cn' ? 'site_changed_cn' : 'site_changed_global'))
  }
  return (
    <Sheet open={open} onClose={onClose} title={t('site_title')}>
      <div className="option-list" role="radiogroup" aria-label={t('site_title')}>
        {SITES.map((s) => (
          <div key={s}>
            {/* biome-ignore lint/a11y/useSemanticElements: full-width option rows; radio semantics for screen readers */}
            <button
              type="button"
              role="radio"
              aria-checked={s === site}
              className="option-item site-option"
              onClick={() => choose(s)}
            >
              <span className="site-option-text">
                <span className="site-option-name">{t(s === 'cn' ? 'site_cn' : 'site_global')}</span>
                <span className="site-option-hint">
                  {t(s === 'cn' ? 'site_cn_hint' : 'site_global_hint')}
                </span>
              </span>
              {s === site && <IconCheck size={20} />}
            </button>
          </div>
        ))}
      </div>
    </Sheet>
  )
}

export function siteName(site: Site): 'site_cn' | 'site_global' {
  return site === 'cn' ? 'site_cn' : 'site_global'
}
