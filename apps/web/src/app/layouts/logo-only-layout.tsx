import { Outlet } from 'react-router'
import { Logo } from './logo.tsx'
import styles from './logo-only-layout.module.css'

/** Only the logo above the page: the OAuth consent page, where nothing should distract from the choice. */
export function LogoOnlyLayout() {
  return (
    <div data-layout="logo-only" className={styles.page}>
      <div className={styles.badge}>
        <Logo />
      </div>
      <main id="main-content" className={styles.main}>
        <Outlet />
      </main>
    </div>
  )
}
