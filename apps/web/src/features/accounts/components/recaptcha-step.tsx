import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useEffect, useRef, useState } from 'react'
import { createAccountWithRecaptcha } from '@/lib/services/account-backend.ts'
import type { NewAccountKeys } from '../new-account-keys.ts'
import { loadRecaptcha, type Grecaptcha } from '../recaptcha.ts'
import styles from './recaptcha-step.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

type Widget = { grecaptcha: Grecaptcha; id: number }

/**
 * Last step of the reCAPTCHA path: the check (Google's reCAPTCHA v2, loaded only here), then
 * `/v1/recaptchaCreate` with the public keys. A refusal shows the backend's sentence and resets the check,
 * since an answer is good for one try only.
 */
export function RecaptchaStep({
  account,
  keys,
  siteKey,
  scriptUrl,
  onCreated,
  onBack,
}: {
  account: string
  keys: NewAccountKeys
  siteKey: string
  scriptUrl: string
  onCreated: () => void
  onBack: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<Widget | null>(null)
  const [answer, setAnswer] = useState<string | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const create = useSingleFlightMutation({
    mutationFn: (recaptchaResponse: string) =>
      createAccountWithRecaptcha({
        recaptchaResponse,
        accountName: account,
        ownerKey: keys.owner.publicKey,
        activeKey: keys.active.publicKey,
      }),
    onSuccess: onCreated,
    onError: () => {
      setAnswer(null)
      if (widget.current) widget.current.grecaptcha.reset(widget.current.id)
    },
  })

  useEffect(() => {
    let live = true
    // A fresh element per mount: reCAPTCHA refuses to render twice into one element.
    const target = document.createElement('div')
    container.current?.append(target)
    loadRecaptcha(scriptUrl).then(
      (grecaptcha) => {
        if (!live) return
        const id = grecaptcha.render(target, {
          sitekey: siteKey,
          callback: setAnswer,
          'expired-callback': () => setAnswer(null),
        })
        widget.current = { grecaptcha, id }
      },
      (error: unknown) => {
        if (live) setLoadError(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      live = false
      widget.current = null
      target.remove()
    }
  }, [siteKey, scriptUrl])

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        Confirm you are a person
      </Typography>
      <Typography>
        The account {account} is created with the public keys you saved, once the check below is done.
      </Typography>
      <div ref={container} className={styles.widget} />
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {create.isError && <Alert severity="error">{create.error.message}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          disabled={answer === null || create.isPending}
          onClick={() => answer !== null && create.mutate(answer)}
        >
          {create.isPending ? 'Creating…' : 'Create account'}
        </Button>
        <Button onClick={onBack} disabled={create.isPending}>
          Back to the keys
        </Button>
      </Stack>
    </Stack>
  )
}
