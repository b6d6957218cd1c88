import { featureCatalogue } from '../featureCatalogue'

/** The dietary strings (namespace `dietary`, shared with the customer app) for the console. */
export const useDietaryT = featureCatalogue(
  'dietary',
  import.meta.glob<Record<string, string>>('../../../../../packages/i18n/locales/en/dietary.json', {
    eager: true,
    import: 'default',
  }),
  import.meta.glob<Record<string, string>>(
    ['../../../../../packages/i18n/locales/*/dietary.json', '!../../../../../packages/i18n/locales/en/*'],
    { import: 'default' },
  ),
)

/**
 * The kitchen reads Chinese whatever language the console speaks: the ticket takes its words from the
 * Simplified Chinese catalogue, bundled (a few hundred bytes) so printing never waits for a fetch.
 */
const zh =
  Object.values(
    import.meta.glob<Record<string, string>>('../../../../../packages/i18n/locales/zh-Hans/dietary.json', {
      eager: true,
      import: 'default',
    }),
  )[0] ?? {}

export function zhDietary(key: string, values: Record<string, string> = {}): string {
  const text = zh[key] ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '')
}
