import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import { accountName, chainBool, nameOrEmpty, timePointSec, uint32, uint64 } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { PROFILES_ACCOUNT } from './account.ts'

export { PROFILES_ACCOUNT } from './account.ts'

// profiles (telosnetwork/telos-profiles v0.3.0, developer branch) rows and action data as
// get_table_rows and Hyperion show them. Lengths are counted in bytes, as C++ string::length().

/** `config` singleton (scope self): limits default to 16 / 64 / 256 / 16 bytes. */
export const profilesConfigRow = z.object({
  contract_name: z.string(),
  contract_version: z.string(),
  admin: nameOrEmpty,
  default_avatar: z.string(),
  max_display_name_length: uint32,
  max_avatar_length: uint32,
  max_bio_length: uint32,
  max_status_length: uint32,
})
export type ProfilesConfigRow = z.infer<typeof profilesConfigRow>

/** `profiles` row (scope self, primary key account_name). */
export const profileRow = abiStructOf(
  'profile',
  z.object({
    account_name: accountName,
    display_name: z.string(),
    avatar: z.string(),
    bio: z.string(),
    status: z.string(),
    is_verified: chainBool,
  }),
)
export type ProfileRow = z.infer<typeof profileRow>

/** `metadata` row (scope = writer, primary key account): free JSON a writer keeps about a profile. */
export const metadatumRow = abiStructOf('metadatum', z.object({ account: accountName, data: z.string() }))
export type MetadatumRow = z.infer<typeof metadatumRow>

/** `connections` row (scope self; indexes byfrom 2, byto 3, bytime 4). */
export const connectionRow = abiStructOf(
  'connection',
  z.object({
    connection_id: uint64,
    from: accountName,
    to: accountName,
    connection_time: timePointSec,
  }),
)
export type ConnectionRow = z.infer<typeof connectionRow>

/** `newprofile`: optional fields default to the account name, the config's default avatar and "". */
export const newProfileData = z.object({
  account: accountName,
  display_name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  bio: z.nullable(z.string()),
})
export type NewProfileData = z.infer<typeof newProfileData>

export const editDisplayData = z.object({ account: accountName, new_display_name: z.string() })
export type EditDisplayData = z.infer<typeof editDisplayData>
export const editAvatarData = z.object({ account: accountName, new_avatar: z.string() })
export type EditAvatarData = z.infer<typeof editAvatarData>
export const editBioData = z.object({ account: accountName, new_bio: z.string() })
export type EditBioData = z.infer<typeof editBioData>
export const editStatusData = z.object({ account: accountName, new_status: z.string() })
export type EditStatusData = z.infer<typeof editStatusData>

/** `verify` (auth profiles@verify), `delprofile` (auth account). */
export const profileAccountData = z.object({ account: accountName })
export type ProfileAccountData = z.infer<typeof profileAccountData>

export const writeMetaData = z.object({ writer: accountName, account: accountName, data: z.string() })
export type WriteMetaData = z.infer<typeof writeMetaData>
export const delMetaData = z.object({ writer: accountName, account: accountName })
export type DelMetaData = z.infer<typeof delMetaData>

export const connectionData = z.object({ from: accountName, to: accountName })
export type ConnectionData = z.infer<typeof connectionData>

export const profilesInitData = z.object({
  contract_name: z.string(),
  contract_version: z.string(),
  initial_admin: accountName,
})
export type ProfilesInitData = z.infer<typeof profilesInitData>
export const setVersionData = z.object({ new_version: z.string() })
export type SetVersionData = z.infer<typeof setVersionData>
export const setAdminData = z.object({ new_admin: nameOrEmpty })
export type SetAdminData = z.infer<typeof setAdminData>
export const setDefAvatarData = z.object({ new_default_avatar: z.string() })
export type SetDefAvatarData = z.infer<typeof setDefAvatarData>

/** `setlength`: length_name is displayname, avatar, bio or status. */
export const setLengthData = z.object({ length_name: nameOrEmpty, new_length: uint32 })
export type SetLengthData = z.infer<typeof setLengthData>

const table = tableOf('profiles')

/** The profiles contract's tables. */
export const profilesTables = {
  config: table('config', profilesConfigRow, { scope: 'contract', singleton: true }),
  connections: table('connections', connectionRow, {
    scope: 'contract',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.connection_id,
    indexes: [
      { name: 'byfrom', position: 2, keyType: 'name' },
      { name: 'byto', position: 3, keyType: 'name' },
      { name: 'bytime', position: 4, keyType: 'i64' },
    ],
  }),
  metadata: table('metadata', metadatumRow, {
    scope: 'account',
    primaryKeyType: 'name',
    primaryKey: (row) => row.account,
  }),
  profiles: table('profiles', profileRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.account_name,
  }),
}

const action = actionOf('profiles', profilesTables)

// Its ABI is telosnetwork/telos-profiles v0.3.0 with connections (developer `349b502`).
/** The profiles contract as the portal and the devnet see it. */
export const profiles = defineContract({
  key: 'profiles',
  account: PROFILES_ACCOUNT,
  tables: profilesTables,
  actions: {
    connect: action('connect', connectionData, ['connections']),
    delmeta: action('delmeta', delMetaData, ['metadata']),
    delprofile: action('delprofile', profileAccountData, ['profiles']),
    disconnect: action('disconnect', connectionData, ['connections']),
    editavatar: action('editavatar', editAvatarData, ['profiles']),
    editbio: action('editbio', editBioData, ['profiles']),
    editdisplay: action('editdisplay', editDisplayData, ['profiles']),
    editstatus: action('editstatus', editStatusData, ['profiles']),
    init: action('init', profilesInitData, ['config']),
    newprofile: action('newprofile', newProfileData, ['profiles']),
    setadmin: action('setadmin', setAdminData, ['config']),
    setdefavatar: action('setdefavatar', setDefAvatarData, ['config']),
    setlength: action('setlength', setLengthData, ['config']),
    setversion: action('setversion', setVersionData, ['config']),
    verify: action('verify', profileAccountData, ['profiles']),
    writemeta: action('writemeta', writeMetaData, ['metadata']),
  },
})
