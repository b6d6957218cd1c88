/** Search text goes into LIKE patterns as text: % and _ (and the escape \) match only themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}
