// One valid value of any ABI type, for sending an action nobody has sent before: every account name
// in it is one given account, so the action is that account's to sign and any other signer is a
// wrong one. Values are small and plain (1.0000 TLOS, empty lists, absent options) so that contracts
// read them; which of them a contract accepts is its business, past its authority check.
import { PrivateKey, type ABI } from '@wharfkit/antelope'

/** A key for fields that hold one; never anyone's. */
const SAMPLE_KEY = PrivateKey.fromString('5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3')

/** Permission-like fields of the native actions take permission names, not accounts. */
const PERMISSION_FIELDS: Record<string, string> = {
  permission: 'active',
  parent: 'owner',
  requirement: 'active',
}

const BUILTINS: Record<string, unknown> = {
  bool: false,
  int8: 1,
  uint8: 1,
  int16: 1,
  uint16: 1,
  int32: 1,
  uint32: 1,
  varint32: 1,
  varuint32: 1,
  int64: '1',
  uint64: '1',
  int128: '1',
  uint128: '1',
  float32: 1,
  float64: 1,
  string: 'authorization matrix',
  bytes: '',
  asset: '1.0000 TLOS',
  symbol: '4,TLOS',
  symbol_code: 'TLOS',
  time_point_sec: '2030-01-01T00:00:00',
  time_point: '2030-01-01T00:00:00.000',
  block_timestamp_type: '2030-01-01T00:00:00.000',
  checksum160: '00'.repeat(20),
  checksum256: '00'.repeat(32),
  checksum512: '00'.repeat(64),
  public_key: String(SAMPLE_KEY.toPublic()),
  signature: String(SAMPLE_KEY.signDigest(new Uint8Array(32))),
}

/**
 * A value of `type` in `abi` whose account names are all `account` (permission fields of the native
 * actions excepted). Throws for a type the ABI does not define.
 */
export function sampleAbiValue(abi: ABI, type: string, account: string, field = '', depth = 0): unknown {
  if (type.endsWith('[]')) return []
  if (type.endsWith('?')) return null
  if (type.endsWith('$')) return sampleAbiValue(abi, type.slice(0, -1), account, field, depth)
  const alias = abi.types.find((entry) => entry.new_type_name === type)
  if (alias) return sampleAbiValue(abi, alias.type, account, field, depth)
  const variant = abi.variants.find((entry) => entry.name === type)
  if (variant) {
    const inner = variant.types[0] ?? 'bool'
    return [inner, sampleAbiValue(abi, inner, account, field, depth + 1)]
  }
  const struct = abi.structs.find((entry) => entry.name === type)
  if (struct) {
    if (depth > 8) throw new Error(`${type} nests too deep to sample`)
    const inherited = struct.base ? sampleAbiValue(abi, struct.base, account, field, depth + 1) : {}
    return {
      ...(inherited as object),
      ...Object.fromEntries(
        struct.fields.map((entry) => [
          entry.name,
          sampleAbiValue(abi, entry.type, account, entry.name, depth + 1),
        ]),
      ),
    }
  }
  if (type === 'name') return PERMISSION_FIELDS[field] ?? account
  if (type === 'extended_asset') return { quantity: BUILTINS.asset, contract: 'eosio.token' }
  if (type === 'extended_symbol') return { sym: BUILTINS.symbol, contract: 'eosio.token' }
  if (type in BUILTINS) return BUILTINS[type]
  throw new Error(`no sample for ABI type ${type}`)
}

/** The data of `action` in `abi` sampled for `account` (see sampleAbiValue). */
export function sampleActionData(abi: ABI, action: string, account: string): Record<string, unknown> {
  const type = abi.actions.find((entry) => String(entry.name) === action)?.type
  if (!type) throw new Error(`the ABI has no action ${action}`)
  return sampleAbiValue(abi, String(type), account) as Record<string, unknown>
}
