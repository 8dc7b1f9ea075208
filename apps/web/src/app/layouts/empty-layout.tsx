import { Outlet } from 'react-router'
import styles from './empty-layout.module.css'

/** A bare page: no header, no drawers. Used by the not-found page and the congratulations page. */
export function EmptyLayout() {
  return (
    <main data-layout="empty" className={styles.page}>
      <Outlet />
    </main>
  )
}
