import { z } from './zod-mini.ts'
import { atMostMessage } from './messages.ts'
import { AVATAR_ADDRESS_MESSAGE, PROFILE_LIMITS, byteLength, isAvatarAddress } from './profiles.ts'

// The profile edit form's schema. Built when this module is set up: only the edit form imports it.

const withinBytes = (limit: number) =>
  z.string().check(
    z.trim(),
    z.refine((value) => byteLength(value) <= limit, atMostMessage(`${limit} bytes`)),
  )

/** The profile edit form: each field trimmed and within the contract's length (counted in bytes). */
export const profileFormSchema = z.object({
  display_name: withinBytes(PROFILE_LIMITS.display_name),
  avatar: withinBytes(PROFILE_LIMITS.avatar).check(z.refine(isAvatarAddress, AVATAR_ADDRESS_MESSAGE)),
  bio: withinBytes(PROFILE_LIMITS.bio),
  status: withinBytes(PROFILE_LIMITS.status),
})
