import { Suspense, lazy } from 'react'
import { Outlet } from 'react-router'
import { Notices } from '@/features/notifications/components/notices.tsx'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { usePendingNavigation } from '@/lib/pending-navigation.ts'
import { cancelWalletPrompt, useWalletPrompt } from '@/lib/session/wallet-prompts.ts'
import styles from './root-shell.module.css'

// Wallet dialogs load with the first wallet prompt, never for a guest who only reads.
const WalletPromptHost = lazy(async () => ({
  default: (await import('@/features/session/components/wallet-prompt-host.tsx')).WalletPromptHost,
}))

/** Around every layout: the page-loading bar, notices and wallet dialogs. */
export function RootShell() {
  const pendingNavigation = usePendingNavigation()
  const prompt = useWalletPrompt()

  return (
    <>
      {pendingNavigation !== null && (
        <div role="progressbar" aria-label="Loading the page" className={styles.pageLoading} />
      )}
      <Outlet />
      <Notices />
      {prompt && (
        <LazyBoundary
          key={prompt.id}
          fallback={null}
          onError={() =>
            cancelWalletPrompt(
              prompt.id,
              new Error('The wallet dialog could not be loaded. Check your connection and try again.'),
            )
          }
        >
          <Suspense fallback={null}>
            <WalletPromptHost prompt={prompt} />
          </Suspense>
        </LazyBoundary>
      )}
    </>
  )
}
