import { featureCatalogue } from '../../shared/featureCatalogue'

/** The figures page's strings (namespace `figures`). */
export const useFiguresT = featureCatalogue(
  'figures',
  import.meta.glob<Record<string, string>>('../../../../../packages/i18n/locales/en/figures.json', {
    eager: true,
    import: 'default',
  }),
  import.meta.glob<Record<string, string>>(
    ['../../../../../packages/i18n/locales/*/figures.json', '!../../../../../packages/i18n/locales/en/*'],
    { import: 'default' },
  ),
)
