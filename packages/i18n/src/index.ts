export * from './locales'
