/**
 * Orders account names, symbol codes, country codes and ISO 8601 times by their code units. For a
 * name this is the chain's own order, the order of its uint64 value (`.` before `1`–`5` before `a`–`z`,
 * a prefix first); for the others it is the usual one.
 *
 * Not `localeCompare`: its first call on a page builds the locale's ICU collator, 60–80 ms of one task
 * on /tokens at the Lighthouse bench's 7.2× CPU slowdown (issue 41), and a locale's rules add nothing
 * to these alphabets. Text people wrote (a ballot's title) still sorts by `localeCompare`.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
