import { featureCatalogue } from './featureCatalogue'

/** The menu and shop editors' strings (namespace `menuAdmin`, issue 14), with the console's own. */
export const useMenuAdminT = featureCatalogue(
  'menuAdmin',
  import.meta.glob<Record<string, string>>('../../../../packages/i18n/locales/en/menuAdmin.json', {
    eager: true,
    import: 'default',
  }),
  import.meta.glob<Record<string, string>>(
    ['../../../../packages/i18n/locales/*/menuAdmin.json', '!../../../../packages/i18n/locales/en/*'],
    { import: 'default' },
  ),
)
