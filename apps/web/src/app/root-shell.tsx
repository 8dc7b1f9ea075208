import Box from '@mui/material/Box'
import { Suspense, lazy } from 'react'
import { Outlet } from 'react-router'
import { Notices } from '@/features/notifications/components/notices.tsx'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { usePendingNavigation } from '@/lib/pending-navigation.ts'
import { cancelWalletPrompt, useWalletPrompt } from '@/lib/session/wallet-prompts.ts'

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
        <Box
          role="progressbar"
          aria-label="Loading the page"
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            height: 3,
            width: '100%',
            zIndex: (theme) => theme.zIndex.tooltip,
            bgcolor: 'secondary.main',
            transformOrigin: 'left',
            animation: 'page-loading 1.2s ease-in-out infinite',
            '@keyframes page-loading': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
          }}
        />
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
