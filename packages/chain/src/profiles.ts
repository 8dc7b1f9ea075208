import { gatewayPathHash } from './ipfs.ts'

// Profiles contract (v0.3.0) limits and the edit rule: an update sends only the fields that changed,
// one action each; an account without a profile sends newprofile instead. The edit form's schema is
// built in profile-form.ts, so the pages that only show a profile never build it (issue 41).

/** Longest values the profiles contract accepts by default (config max_*_length). */
export const PROFILE_LIMITS = { display_name: 16, avatar: 64, bio: 256, status: 16 } as const

/** The editable profile fields. */
export type ProfileFields = {
  readonly display_name: string
  readonly avatar: string
  readonly bio: string
  readonly status: string
}

/** Length in bytes as the contract counts it (UTF-8, C++ string::length()). */
export function byteLength(value: string): number {
  let bytes = 0
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

/** Shown under an avatar that is not an http(s) or ipfs address. */
export const AVATAR_ADDRESS_MESSAGE = 'Use an https://, http:// or ipfs:// address, or leave it empty.'

/** True for an empty avatar (the generated one) or an http(s), ipfs or gateway address; never javascript: or text. */
export function isAvatarAddress(value: string): boolean {
  // Called with whatever a form or the chain hands over: anything but a string is no address.
  if (typeof value !== 'string') return false
  if (value === '') return true
  // A gateway path (`/ipfs/Qm…`) names a document on the reader's gateway, as the demo's avatars do.
  if (gatewayPathHash(value)) return true
  // A scheme, a host, then anything without spaces (the package has no DOM URL to lean on).
  return /^(https?:\/\/[^\s/?#@]+|ipfs:\/\/[A-Za-z0-9]+)([/?#][^\s]*)?$/i.test(value)
}

/** One profiles-contract action to send. */
export type ProfileAction =
  | {
      readonly name: 'newprofile'
      readonly data: { account: string; display_name: string; avatar: string; bio: string }
    }
  | { readonly name: 'editdisplay'; readonly data: { account: string; new_display_name: string } }
  | { readonly name: 'editavatar'; readonly data: { account: string; new_avatar: string } }
  | { readonly name: 'editbio'; readonly data: { account: string; new_bio: string } }
  | { readonly name: 'editstatus'; readonly data: { account: string; new_status: string } }

/** The actions that turn `current` (undefined when the account has no profile yet) into `edited`. */
export function profileActions(
  account: string,
  current: ProfileFields | undefined,
  edited: ProfileFields,
): ProfileAction[] {
  if (!current) {
    const actions: ProfileAction[] = [
      {
        name: 'newprofile',
        data: {
          account,
          display_name: edited.display_name || account,
          avatar: edited.avatar,
          bio: edited.bio,
        },
      },
    ]
    // newprofile has no status parameter.
    if (edited.status !== '')
      actions.push({ name: 'editstatus', data: { account, new_status: edited.status } })
    return actions
  }
  const actions: ProfileAction[] = []
  if (edited.display_name !== current.display_name) {
    actions.push({ name: 'editdisplay', data: { account, new_display_name: edited.display_name } })
  }
  if (edited.avatar !== current.avatar)
    actions.push({ name: 'editavatar', data: { account, new_avatar: edited.avatar } })
  if (edited.bio !== current.bio) actions.push({ name: 'editbio', data: { account, new_bio: edited.bio } })
  if (edited.status !== current.status)
    actions.push({ name: 'editstatus', data: { account, new_status: edited.status } })
  return actions
}

/** Where an account stands in the recovery contract: to unstake, to recover, or already claimed. */
export type AccountClaimState = 'unstake' | 'recover' | 'claimed'

/** The claim state from whether the account has a row in tlosrecovery's `unstake` and `recover` tables. */
export function accountClaimState(inUnstake: boolean, inRecover: boolean): AccountClaimState {
  if (inUnstake) return 'unstake'
  return inRecover ? 'recover' : 'claimed'
}
