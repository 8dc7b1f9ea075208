import type { WalletPrompt } from '@/lib/session/wallet-prompts.ts'
import { CleosLoginDialog } from './cleos-login-dialog.tsx'
import { CleosSignDialog } from './cleos-sign-dialog.tsx'
import { WalletDialog } from './wallet-dialog.tsx'

/** Draws whichever wallet dialog is open. */
export function WalletPromptHost({ prompt }: { prompt: WalletPrompt }) {
  switch (prompt.kind) {
    case 'cleos-login':
      return <CleosLoginDialog key={prompt.id} promptId={prompt.id} />
    case 'cleos-sign':
      return <CleosSignDialog key={prompt.id} prompt={prompt} />
    case 'wallet':
      return <WalletDialog key={prompt.id} prompt={prompt} />
  }
}
