import { z } from './zod-mini.ts'
import { REQUIRED_MESSAGE } from './messages.ts'
import {
  APP_NAME_LENGTH_MESSAGE,
  APP_NAME_MAX,
  APP_TYPES,
  APP_URL_MESSAGE,
  REDIRECT_URL_MESSAGE,
  SHORT_NAME_MESSAGE,
  SHORT_NAME_PATTERN,
  redirectUrlMessage,
  secureOrLoopback,
} from './oauth-apps.ts'

// The OAuth app registration form's schema, which the portal's form and the account backend share.
// Built when this module is set up: only the registration form and the backend import it.

const webAddress = (optional: boolean) =>
  z.string().check(
    z.trim(),
    z.maxLength(512, 'Use at most 512 characters.'),
    z.refine((value) => (optional && value === '') || secureOrLoopback(value) !== undefined, APP_URL_MESSAGE),
  )

/** The registration form's fields, as the backend takes them. */
export const appRegistrationSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(APP_NAME_MAX, APP_NAME_LENGTH_MESSAGE)),
  shortName: z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.regex(SHORT_NAME_PATTERN, SHORT_NAME_MESSAGE)),
  url: webAddress(false),
  imageUrl: webAddress(true),
  redirectUrl: z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED_MESSAGE),
    z.maxLength(512, 'Use at most 512 characters.'),
    z.refine((value) => redirectUrlMessage(value) === undefined, REDIRECT_URL_MESSAGE),
  ),
  appType: z.enum(APP_TYPES, { message: 'Choose the app type.' }),
})
