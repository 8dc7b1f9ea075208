import { nameValue } from '../../chain/keys.ts'
import { ChainError } from '../../chain/errors.ts'

// std::map<name, T> as the ABI serializes it: [{key, value}] sorted by the name's uint64 value.

export type NameMap<V> = { key: string; value: V }[]

/** What the compiled contract does on std::map::at with a missing key (no exceptions in wasm). */
export const abortCalled = () => new ChainError(3050008, 'abort_called', 'Abort Called', 'abort() called')

export function mapFind<V>(map: NameMap<V>, key: string): V | undefined {
  return map.find((entry) => entry.key === key)?.value
}

/** std::map::at: aborts the transaction when the key is missing. */
export function mapAt<V>(map: NameMap<V>, key: string): V {
  const entry = map.find((item) => item.key === key)
  if (!entry) throw abortCalled()
  return entry.value
}

export const mapHas = <V>(map: NameMap<V>, key: string) => map.some((entry) => entry.key === key)

/** A copy with `key` set (inserted in order when new). */
export function mapSet<V>(map: NameMap<V>, key: string, value: V): NameMap<V> {
  const rest = map.filter((entry) => entry.key !== key)
  return sortMap([...rest, { key, value }])
}

export function mapErase<V>(map: NameMap<V>, key: string): NameMap<V> {
  return map.filter((entry) => entry.key !== key)
}

/** A std::map read from action data: the datastream emplaces, so the first of duplicate keys wins. */
export function mapFromPairs<V>(pairs: NameMap<V>): NameMap<V> {
  const seen = new Set<string>()
  return sortMap(pairs.filter(({ key }) => !seen.has(key) && seen.add(key)))
}

export function sortMap<V>(map: NameMap<V>): NameMap<V> {
  return [...map].sort((a, b) => {
    const x = nameValue(a.key)
    const y = nameValue(b.key)
    return x < y ? -1 : x > y ? 1 : 0
  })
}

/** A name as a table key: names made only of digits 1–5 would otherwise read as numbers. */
export const nv = (name: string): bigint => nameValue(name)
