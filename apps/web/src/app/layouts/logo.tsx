import { Link as RouterLink } from 'react-router'
import styles from './logo.module.css'

/** The portal's logo, linking home. `compact` drops the word mark where the header is crowded. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <RouterLink to="/" aria-label="Telos Portal home" className={styles.logo}>
      <svg viewBox="0 0 32 32" aria-hidden className={styles.mark}>
        <circle cx="16" cy="16" r="16" className={styles.markDisc} />
        <path d="M9 11h14v3h-5.5v10h-3V14H9z" className={styles.markLetter} />
      </svg>
      <span className={compact ? `${styles.wordMark} ${styles.compact}` : styles.wordMark}>Telos Portal</span>
    </RouterLink>
  )
}
