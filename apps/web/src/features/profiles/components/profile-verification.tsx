import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useServiceToken } from '@/lib/services/challenge-session.ts'
import { NativeSelectField } from '@/components/native-select-field.tsx'
import {
  confirmVerificationCode,
  hasProfileService,
  loginToProfileService,
  PROFILE_SERVICE_UNAVAILABLE_MESSAGE,
  profileMeQuery,
  sendVerificationCode,
} from '@/lib/services/profile-service.ts'
import { serviceKeys } from '@/lib/services/service-keys.ts'
import styles from './profile-verification.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

/** `/profiles/add/profileLogin`: log in to the profile service with the wallet, then verify an email or phone. */
export function ProfileVerification({ account }: { account: string }) {
  if (!hasProfileService()) return <Alert severity="info">{PROFILE_SERVICE_UNAVAILABLE_MESSAGE}</Alert>
  return <ProfileServiceLogin account={account} />
}

function ProfileServiceLogin({ account }: { account: string }) {
  const queryClient = useQueryClient()
  const token = useServiceToken('profile-service')
  const login = useSingleFlightMutation({ mutationFn: loginToProfileService })
  if (token === null)
    return (
      <Stack spacing={2} className={styles.login}>
        <Typography>
          Prove that you own {account} by signing a login challenge with your wallet. Nothing is sent to the
          chain.
        </Typography>
        {login.isError && <Alert severity="error">{login.error.message}</Alert>}
        <Button variant="contained" disabled={login.isPending} onClick={() => login.mutate()}>
          {login.isPending ? 'Signing…' : 'Log in to the profile service'}
        </Button>
      </Stack>
    )
  return (
    <Verify
      account={account}
      onVerified={() =>
        void queryClient.invalidateQueries({ queryKey: serviceKeys.service('profile-service') })
      }
    />
  )
}

function Verify({ account, onVerified }: { account: string; onVerified: () => void }) {
  const me = useQuery(profileMeQuery(account))
  const [channel, setChannel] = useState<'email' | 'sms'>('email')
  const [to, setTo] = useState('')
  const [code, setCode] = useState('')
  const send = useSingleFlightMutation({ mutationFn: () => sendVerificationCode(channel, to) })
  const confirm = useSingleFlightMutation({
    mutationFn: () => confirmVerificationCode(channel, to, code),
    onSuccess: () => {
      send.reset()
      setCode('')
      onVerified()
    },
  })
  return (
    <Stack spacing={2} className={styles.verify}>
      {me.data?.isVerified && (
        <Alert severity="success">
          Verified: {me.data.verifications.map((entry) => `${entry.channel} ${entry.recipient}`).join(', ')}.{' '}
          <Link component={RouterLink} to="/profiles/contacts">
            See your contacts
          </Link>
        </Alert>
      )}
      <Stack
        component="form"
        aria-label="Verify an email or phone"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (send.isSuccess) confirm.mutate()
          else send.mutate()
        }}
      >
        <NativeSelectField
          label="Verify by"
          size="medium"
          value={channel}
          onChange={(value) => setChannel(value === 'sms' ? 'sms' : 'email')}
          disabled={send.isSuccess}
        >
          <option value="email">Email</option>
          <option value="sms">SMS</option>
        </NativeSelectField>
        <TextField
          label={channel === 'email' ? 'Email address' : 'Phone number'}
          type={channel === 'email' ? 'email' : 'tel'}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          disabled={send.isSuccess}
        />
        {send.isSuccess && <Alert severity="info">{send.data.message}</Alert>}
        {send.isSuccess && (
          <TextField
            label="Verification code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
        )}
        {(send.error ?? confirm.error) && (
          <Alert severity="error">{(send.error ?? confirm.error)?.message}</Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending || confirm.isPending || to.trim() === ''}
          >
            {send.isSuccess ? 'Verify' : 'Send the code'}
          </Button>
          {send.isSuccess && <Button onClick={() => send.reset()}>Change the address</Button>}
        </Stack>
      </Stack>
    </Stack>
  )
}
