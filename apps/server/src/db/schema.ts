/**
 * Every table of the database, for drizzle-kit (migrations) and the drizzle client (typed queries).
 * Each table is defined beside its owner (`modules/<m>/<m>.tables.ts`, jobs, platform, adapters);
 * this file only gathers them. Code reads a table from its owner, never from here.
 */
export * from '../adapters/mail/mail.tables'
export * from '../adapters/payments/sandbox/sandbox.tables'
export * from '../jobs/jobs.tables'
export * from '../modules/addresses/addresses.tables'
export * from '../modules/aftersale/aftersale.tables'
export * from '../modules/auth/auth.tables'
export * from '../modules/ledger/ledger.tables'
export * from '../modules/loyalty/loyalty.tables'
export * from '../modules/orders/orders.tables'
export * from '../modules/payments/payments.tables'
export * from '../modules/recharges/recharges.tables'
export * from '../modules/reviews/reviews.tables'
export * from '../modules/settings/settings.tables'
export * from '../modules/shops/shops.tables'
export * from '../modules/system/system.tables'
export * from '../modules/uploads/uploads.tables'
export * from '../platform/idempotency.tables'
export * from '../platform/rate-limit.tables'
