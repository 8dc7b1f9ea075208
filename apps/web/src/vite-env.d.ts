/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Network preset the portal is built for: `local` (default) or `telos-testnet`. */
  readonly PORTAL_NETWORK?: string
  /** dStor API key for uploads; configuration, never committed. */
  readonly PORTAL_DSTOR_API_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
