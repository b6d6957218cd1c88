/**
 * How deep a public catalogue list (shops, dishes, a shop's reviews) pages by number, without zod
 * for the apps at run time: rows beyond this are not served by pageNo (decision 0066: an offset
 * reads every row before it; shop/list goes further by its keyset cursor).
 */
export const CATALOG_MAX_ROWS = 1000
