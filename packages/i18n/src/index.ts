export * from './locales'
export * from './plurals'
