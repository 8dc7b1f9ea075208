import { Container } from '@/components/ui/container.tsx'
import { Outlet } from 'react-router'
import styles from './guest-layout.module.css'
import { Logo } from './logo.tsx'

/** The frame of the login and create-account pages: a logo bar and the page, no drawers. */
export function GuestLayout() {
  return (
    <div data-layout="guest" className={styles.page}>
      <header className={styles.header}>
        <Logo />
      </header>
      <Container component="main" id="main-content" maxWidth="sm" className={styles.main}>
        <Outlet />
      </Container>
    </div>
  )
}
