import { abiType } from './abi-types.ts'
import { z, addIssue } from './zod-mini.ts'
import { parseAsset, parseSymbol } from './assets.ts'
import { isDocumentHash } from './ipfs.ts'
import { isAccountName } from './names.ts'
import { parseChainTime } from './time.ts'

// zod schemas for ABI primitive types as they appear in JSON (nodeos, abieos, Hyperion), for row
// and action-data schemas. 64-bit integers come as numbers or decimal strings and always parse to
// strings, so ids never lose precision; bools come as 0/1 (nodeos table rows) or true/false.

/** The largest uint64 (case ids, offer ids and other table keys). */
export const UINT64_MAX = 2n ** 64n - 1n
const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n

/** An Antelope `name` that is a real account name (non-empty). */
export const accountName = abiType('name', z.string().check(z.refine(isAccountName, 'Invalid account name')))

/** An Antelope `name` field, which nodeos renders as "" when zero (e.g. a case without respondant). */
export const nameOrEmpty = abiType(
  'name',
  z.string().check(z.refine((value) => value === '' || isAccountName(value), 'Invalid name')),
)

function integerString(min: bigint, max: bigint, label: string) {
  return z.pipe(
    z.union([z.number().check(z.int()), z.string().check(z.regex(/^-?\d{1,20}$/))]),
    z.transform((value, ctx) => {
      const n = BigInt(value)
      if (n < min || n > max) {
        addIssue(ctx, { message: `Out of range for ${label}` })
        return z.NEVER
      }
      return n.toString()
    }),
  )
}

/** A `uint64` as number or decimal string, parsed to a decimal string. */
export const uint64 = abiType('uint64', integerString(0n, UINT64_MAX, 'uint64'))

/** An `int64` as number or decimal string, parsed to a decimal string. */
export const int64 = abiType('int64', integerString(INT64_MIN, INT64_MAX, 'int64'))

/** A `uint8` (statuses, counts, days). */
export const uint8 = abiType('uint8', z.number().check(z.int(), z.minimum(0), z.maximum(255)))

/** A `uint16` (language codes, seat counts). */
export const uint16 = abiType('uint16', z.number().check(z.int(), z.minimum(0), z.maximum(65_535)))

/** A `uint32` (durations, counters). */
export const uint32 = abiType('uint32', z.number().check(z.int(), z.minimum(0), z.maximum(4_294_967_295)))

/** A `bool` as 0/1 (nodeos table rows) or true/false, parsed to a boolean. */
export const chainBool = abiType(
  'bool',
  z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1)]),
    z.transform((value) => value === true || value === 1),
  ),
)

/** An `asset` string such as "10.0000 TLOS". */
export const assetString = abiType(
  'asset',
  z.string().check(z.refine((value) => parseAsset(value) !== undefined, 'Invalid asset')),
)

/** A `symbol` string such as "4,VOTE". */
export const symbolString = abiType(
  'symbol',
  z.string().check(z.refine((value) => parseSymbol(value) !== undefined, 'Invalid symbol')),
)

/** A `time_point_sec`: "YYYY-MM-DDTHH:MM:SS" (UTC, no zone). */
export const timePointSec = abiType(
  'time_point_sec',
  z
    .string()
    .check(
      z.refine(
        (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) && parseChainTime(value) !== undefined,
        'Invalid time',
      ),
    ),
)

/** A `time_point`: "YYYY-MM-DDTHH:MM:SS.mmm" (UTC, no zone); a value without milliseconds is accepted too. */
export const timePoint = abiType(
  'time_point',
  z
    .string()
    .check(
      z.refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?$/.test(value) &&
          parseChainTime(value) !== undefined,
        'Invalid time',
      ),
    ),
)

/** A document link as the arbitration contract accepts it: a string of 46 or 49 characters. */
export const ipfsLink = z
  .string()
  .check(z.refine(isDocumentHash, 'invalid ipfs string, valid schema: <hash>'))
