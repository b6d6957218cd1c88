import { featureCatalogue } from '../../shared/featureCatalogue'

/** The review strings (namespace `review`, shared with the customer app) for the console. */
export const useReviewT = featureCatalogue(
  'review',
  import.meta.glob<Record<string, string>>('../../../../../packages/i18n/locales/en/review.json', {
    eager: true,
    import: 'default',
  }),
  import.meta.glob<Record<string, string>>(
    ['../../../../../packages/i18n/locales/*/review.json', '!../../../../../packages/i18n/locales/en/*'],
    { import: 'default' },
  ),
)
