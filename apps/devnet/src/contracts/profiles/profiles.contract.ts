import { profiles } from '@portal/chain/contracts/profiles/index'
import { defineContract, type ActionContext, type TypesOf } from '../../chain/runtime/contract.ts'
import { formatTimePointSec, parseChainTime } from '../../chain/time.ts'

type ProfilesTypes = TypesOf<typeof profiles>
type Ctx<Data = unknown> = ActionContext<ProfilesTypes, Data>
type Config = ProfilesTypes['tables']['config']

/** C++ string::length(): bytes, not characters, so an emoji counts 4. */
const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8')

/** The config singleton; an uninitialised contract fails as `configs.get()` does. */
const config = (ctx: Ctx): Config => ctx.singleton('config').get()

/** Admin actions read the config first, then require the admin (the real order). */
function adminConfig(ctx: Ctx): Config {
  const conf = config(ctx)
  ctx.requireAuth(conf.admin)
  return conf
}

/** The profile being edited: the account signs, the profile exists, the value fits the limit. */
function editProfile(
  ctx: Ctx,
  account: string,
  value: string,
  limit: keyof Pick<
    Config,
    'max_display_name_length' | 'max_avatar_length' | 'max_bio_length' | 'max_status_length'
  >,
  message: string,
  update: Partial<ProfilesTypes['tables']['profiles']>,
): void {
  ctx.requireAuth(account)
  const profiles = ctx.table('profiles')
  profiles.get(account, 'profile not found')
  ctx.check(byteLength(value) <= config(ctx)[limit], message)
  profiles.modify(account, undefined, update)
}

/** Connections by `from`, walking the byfrom index from `from` onwards. */
function connectionsFrom(ctx: Ctx, from: string) {
  return ctx.table('connections').rows({ index: 'byfrom', lower: from, upper: from })
}

/** telosnetwork/telos-profiles v0.3.0 (developer branch, with connections). */
export const profilesContract = defineContract(profiles, {
  indexes: {
    connections: {
      byfrom: (row) => row.from,
      byto: (row) => row.to,
      bytime: (row) => BigInt(parseChainTime(row.connection_time) / 1000),
    },
  },
  actions: {
    init(ctx) {
      const { contract_name, contract_version, initial_admin } = ctx.data
      ctx.requireAuth(ctx.self)
      const configs = ctx.singleton('config')
      ctx.check(!configs.exists(), 'contract already initialized')
      ctx.check(ctx.isAccount(initial_admin), 'initial admin account does not exist')
      // The C++ struct's member defaults: no default avatar, limits 16 / 64 / 256 / 16.
      configs.set(
        {
          contract_name,
          contract_version,
          admin: initial_admin,
          default_avatar: '',
          max_display_name_length: 16,
          max_avatar_length: 64,
          max_bio_length: 256,
          max_status_length: 16,
        },
        ctx.self,
      )
    },

    setversion(ctx) {
      const conf = adminConfig(ctx)
      ctx.singleton('config').set({ ...conf, contract_version: ctx.data.new_version }, ctx.self)
    },

    setadmin(ctx) {
      const conf = adminConfig(ctx)
      ctx.singleton('config').set({ ...conf, admin: ctx.data.new_admin }, ctx.self)
    },

    setdefavatar(ctx) {
      const conf = adminConfig(ctx)
      ctx.singleton('config').set({ ...conf, default_avatar: ctx.data.new_default_avatar }, ctx.self)
    },

    setlength(ctx) {
      const { length_name, new_length } = ctx.data
      const conf = { ...adminConfig(ctx) }
      switch (length_name) {
        case 'displayname':
          conf.max_display_name_length = new_length
          break
        case 'avatar':
          conf.max_avatar_length = new_length
          break
        // Reproduced bug: the real switch has no `break` after bio, so setting bio also sets status.
        case 'bio':
          conf.max_bio_length = new_length
          conf.max_status_length = new_length
          break
        case 'status':
          conf.max_status_length = new_length
          break
        default:
          ctx.check(false, 'invalid length name')
      }
      ctx.singleton('config').set(conf, ctx.self)
    },

    newprofile(ctx) {
      const { account, display_name, avatar, bio } = ctx.data
      ctx.requireAuth(account)
      const profiles = ctx.table('profiles')
      ctx.check(!profiles.find(account), 'profile already exists')
      const conf = config(ctx)
      const profile = {
        account_name: account,
        display_name: display_name ?? account,
        avatar: avatar ?? conf.default_avatar,
        bio: bio ?? '',
        status: '',
        is_verified: false,
      }
      ctx.check(byteLength(profile.display_name) <= conf.max_display_name_length, 'display name too long')
      ctx.check(byteLength(profile.avatar) <= conf.max_avatar_length, 'avatar image link too long')
      ctx.check(byteLength(profile.bio) <= conf.max_bio_length, 'bio too long')
      // RAM payer: the contract.
      profiles.emplace(ctx.self, profile)
    },

    editdisplay(ctx) {
      const { account, new_display_name } = ctx.data
      editProfile(ctx, account, new_display_name, 'max_display_name_length', 'display name too long', {
        display_name: new_display_name,
      })
    },

    editavatar(ctx) {
      const { account, new_avatar } = ctx.data
      editProfile(ctx, account, new_avatar, 'max_avatar_length', 'avatar image link too long', {
        avatar: new_avatar,
      })
    },

    editbio(ctx) {
      const { account, new_bio } = ctx.data
      editProfile(ctx, account, new_bio, 'max_bio_length', 'bio too long', { bio: new_bio })
    },

    editstatus(ctx) {
      const { account, new_status } = ctx.data
      editProfile(ctx, account, new_status, 'max_status_length', 'status too long', { status: new_status })
    },

    verify(ctx) {
      ctx.requireAuth(ctx.self, 'verify')
      const profiles = ctx.table('profiles')
      profiles.get(ctx.data.account, 'profile not found')
      profiles.modify(ctx.data.account, undefined, { is_verified: true })
    },

    delprofile(ctx) {
      const { account } = ctx.data
      ctx.requireAuth(account)
      const profiles = ctx.table('profiles')
      profiles.get(account, 'profile not found')
      profiles.erase(account)
    },

    writemeta(ctx) {
      const { writer, account, data } = ctx.data
      ctx.requireAuth(writer)
      ctx.table('profiles').get(account, 'profile not found')
      const metadata = ctx.table('metadata', writer)
      if (metadata.find(account)) metadata.modify(account, undefined, { data })
      else metadata.emplace(writer, { account, data })
    },

    delmeta(ctx) {
      const { writer, account } = ctx.data
      ctx.requireAuth(writer)
      const metadata = ctx.table('metadata', writer)
      metadata.get(account, 'metadata not found')
      metadata.erase(account)
    },

    connect(ctx) {
      const { from, to } = ctx.data
      ctx.requireAuth(from)
      const profiles = ctx.table('profiles')
      ctx.check(profiles.find(from), 'from account has no profile to connect')
      ctx.check(profiles.find(to), 'to account has no profile to connect')
      // Not reproduced: the real loop walks byfrom past `from` to the end of the table, so a
      // connection of another account to `to` also reads as "connection already exists".
      for (const connection of connectionsFrom(ctx, from))
        ctx.check(connection.to !== to, 'connection already exists')
      const connections = ctx.table('connections')
      connections.emplace(ctx.self, {
        connection_id: connections.availablePrimaryKey().toString(),
        from,
        to,
        connection_time: formatTimePointSec(ctx.nowMs()),
      })
    },

    disconnect(ctx) {
      const { from, to } = ctx.data
      ctx.requireAuth(from)
      const connections = ctx.table('connections')
      ctx.check(connections.lowerBound(from, 'byfrom'), 'no connections to disconnect')
      // Not reproduced: the real loop runs past `from` and could erase another account's
      // connection to `to`. Here only `from`'s own connection goes; none found is not an error.
      const connection = connectionsFrom(ctx, from).find((row) => row.to === to)
      if (connection) connections.erase(connection.connection_id)
    },
  },
})
