import styles from './skip-link.module.css'

/** Lets keyboard users jump past the header to the page. Visible only when focused. */
export function SkipLink() {
  return (
    <a href="#main-content" className={styles.skipLink}>
      Skip to content
    </a>
  )
}
