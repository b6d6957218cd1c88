import { featureCatalogue } from '../../shared/featureCatalogue'

/** The mall strings (namespace `mall`, shared with the customer app; console keys start with `admin_`). */
export const useMallT = featureCatalogue(
  'mall',
  import.meta.glob<Record<string, string>>('../../../../../packages/i18n/locales/en/mall.json', {
    eager: true,
    import: 'default',
  }),
  import.meta.glob<Record<string, string>>(
    ['../../../../../packages/i18n/locales/*/mall.json', '!../../../../../packages/i18n/locales/en/*'],
    { import: 'default' },
  ),
)
