import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { DialogActions } from '@/components/ui/dialog-actions.tsx'
import { DialogContent } from '@/components/ui/dialog-content.tsx'
import { DialogContentText } from '@/components/ui/dialog-content-text.tsx'
import { DialogTitle } from '@/components/ui/dialog-title.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { answerWalletPrompt, cancelWalletPrompt, type WalletPrompt } from '@/lib/session/wallet-prompts.ts'
import { walletLink } from '../wallet-link.ts'

/** A wallet plugin's prompt (e.g. Anchor's "open your wallet" step), drawn with MUI. */
export function WalletDialog({ prompt }: { prompt: Extract<WalletPrompt, { kind: 'wallet' }> }) {
  return (
    <Dialog open onClose={() => cancelWalletPrompt(prompt.id)} aria-labelledby="wallet-dialog-title">
      <DialogTitle id="wallet-dialog-title">{prompt.title}</DialogTitle>
      <DialogContent>
        {prompt.body && <DialogContentText gutterBottom>{prompt.body}</DialogContentText>}
        <Stack spacing={1}>
          {prompt.elements.map((element, index) => {
            const href = walletLink(element.data)
            if ((element.type === 'link' || element.type === 'qr') && href) {
              return (
                <Button
                  key={index}
                  variant="outlined"
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {element.label ?? 'Open your wallet'}
                </Button>
              )
            }
            if (element.type === 'countdown' && element.label) {
              return <DialogContentText key={index}>{element.label}</DialogContentText>
            }
            return null
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => cancelWalletPrompt(prompt.id)}>Cancel</Button>
        {prompt.elements.some((element) => element.type === 'accept') && (
          <Button variant="contained" onClick={() => answerWalletPrompt(prompt.id, {})}>
            Continue
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
