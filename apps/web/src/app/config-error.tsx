import styles from './config-error.module.css'

/** Shown instead of the portal when its network configuration is invalid: says what to fix. */
export function ConfigError({ message }: { message: string }) {
  return (
    <main className={styles.configError}>
      <h1>The portal is not configured correctly</h1>
      <p>{message}</p>
      <p>Set PORTAL_NETWORK to local or telos-testnet and rebuild the portal.</p>
    </main>
  )
}
