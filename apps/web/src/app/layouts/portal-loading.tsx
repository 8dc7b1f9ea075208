import styles from './portal-loading.module.css'

/** What shows while the first page's code arrives: a quiet status for assistive technology. */
export function PortalLoading() {
  return (
    <p role="status" className={styles.portalLoading}>
      Loading the portal…
    </p>
  )
}
