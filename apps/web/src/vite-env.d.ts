/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Network preset the portal is built for: `local` (default) or `telos-testnet`. */
  readonly PORTAL_NETWORK?: string
  /** dStor API key for uploads; configuration, never committed. */
  readonly PORTAL_DSTOR_API_KEY?: string
  /** Replaces the preset's account-creation mode: `sms` or `recaptcha`. */
  readonly PORTAL_ACCOUNT_CREATION?: string
  /** The reCAPTCHA v2 site key, for networks that create accounts with reCAPTCHA. */
  readonly PORTAL_RECAPTCHA_SITE_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
