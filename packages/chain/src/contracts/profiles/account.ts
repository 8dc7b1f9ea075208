/** The profiles contract account on Telos. */
export const PROFILES_ACCOUNT = 'profiles'
