import { awardsRepository } from './awards.repository'

/**
 * Read-only queries for the points pages (issue 12): the points each order earned, with what was
 * reversed and when they are (or were) credited, newest first. Orders that earned no points are left out.
 */
export const pointsQueries = { awardsOf: awardsRepository.pointAwardsOf }
