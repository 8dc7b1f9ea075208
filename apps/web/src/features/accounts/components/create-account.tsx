import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Step } from '@/components/ui/step.tsx'
import { StepLabel } from '@/components/ui/step-label.tsx'
import { Stepper } from '@/components/ui/stepper.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { getNetwork } from '@/config/network.ts'
import { createAccount } from '@/lib/services/account-backend.ts'
import { ServiceError } from '@/lib/services/service-error.ts'
import { generateAccountKeys, rememberCreatedAccount, type NewAccountKeys } from '../new-account-keys.ts'
import { KeysStep } from './keys-step.tsx'
import { NamePhoneStep, type NameAndPhone } from './name-phone-step.tsx'
import { NameStep } from './name-step.tsx'
import { RecaptchaStep } from './recaptcha-step.tsx'
import styles from './create-account.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

const SMS_STEPS = ['Name and phone', 'SMS code', 'Keys']
const RECAPTCHA_STEPS = ['Name', 'Keys', 'Check']
const CODE = /^\d{6}$/

/**
 * `/accounts/add`: by default SMS verification (name, phone, code) then keys made in this browser; where
 * the network preset says so, the name, the keys, then a reCAPTCHA check.
 */
export function CreateAccount() {
  const network = getNetwork()
  if (network.accountCreation === 'recaptcha' && network.recaptchaSiteKey && network.recaptchaScriptUrl)
    return (
      <RecaptchaCreateAccount siteKey={network.recaptchaSiteKey} scriptUrl={network.recaptchaScriptUrl} />
    )
  return <SmsCreateAccount />
}

function Steps({ labels, active }: { labels: readonly string[]; active: number }) {
  return (
    <Stepper activeStep={active} alternativeLabel>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}

/** The browser's key generation while it runs, or why it failed. */
function GeneratingKeys({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert severity="error">The keys could not be generated in this browser.</Alert>
  ) : (
    <Stack direction="row" spacing={2} role="status" className={styles.generating}>
      <CircularProgress size={24} aria-hidden />
      <span>Generating your keys…</span>
    </Stack>
  )
}

function RecaptchaCreateAccount({ siteKey, scriptUrl }: { siteKey: string; scriptUrl: string }) {
  const navigate = useNavigate()
  const [step, setStep] = useState(0)
  const [account, setAccount] = useState('')
  const [keys, setKeys] = useState<NewAccountKeys | null>(null)
  const generate = useSingleFlightMutation({ mutationFn: generateAccountKeys, onSuccess: setKeys })
  return (
    <Stack spacing={3}>
      <Steps labels={RECAPTCHA_STEPS} active={step} />
      {step === 0 && (
        <NameStep
          initial={account}
          onDone={(name) => {
            setAccount(name)
            setStep(1)
            if (keys === null) generate.mutate()
          }}
        />
      )}
      {step === 1 &&
        (keys === null ? (
          <GeneratingKeys failed={generate.isError} />
        ) : (
          <KeysStep
            account={account}
            keys={keys}
            pending={false}
            error={null}
            onCreate={() => setStep(2)}
            onBack={() => setStep(0)}
            createLabel="Continue"
            backLabel="Change the name"
          />
        ))}
      {step === 2 && keys !== null && (
        <RecaptchaStep
          account={account}
          keys={keys}
          siteKey={siteKey}
          scriptUrl={scriptUrl}
          onCreated={() => {
            rememberCreatedAccount(account, keys.active.privateKey)
            void navigate('/accounts/add/congratulations')
          }}
          onBack={() => setStep(1)}
        />
      )}
    </Stack>
  )
}

function SmsCreateAccount() {
  const navigate = useNavigate()
  const [step, setStep] = useState(0)
  const [details, setDetails] = useState<NameAndPhone>({ account: '', phone: '' })
  const [sent, setSent] = useState('')
  const [code, setCode] = useState('')
  const [codeTouched, setCodeTouched] = useState(false)
  // The account backend has no endpoint that checks a code on its own: only creating the account
  // does. A refusal of the code takes the user back to the code, with the backend's words under it.
  const [codeRefused, setCodeRefused] = useState<string | undefined>(undefined)
  const [keys, setKeys] = useState<NewAccountKeys | null>(null)
  const generate = useSingleFlightMutation({ mutationFn: generateAccountKeys, onSuccess: setKeys })
  const create = useSingleFlightMutation({
    mutationFn: (made: NewAccountKeys) =>
      createAccount({
        smsOtp: code.trim(),
        smsNumber: details.phone,
        telosAccount: details.account,
        ownerKey: made.owner.publicKey,
        activeKey: made.active.publicKey,
      }),
    onSuccess: (_id, made) => {
      rememberCreatedAccount(details.account, made.active.privateKey)
      void navigate('/accounts/add/congratulations')
    },
    onError: (error) => {
      // OTP_INVALID, OTP_EXPIRED, OTP_LOCKED, OTP_NOT_FOUND: the code is what to change.
      if (!(error instanceof ServiceError && error.code.startsWith('OTP_'))) return
      setCodeRefused(error.message)
      setStep(1)
    },
  })

  const codeProblem =
    codeRefused ??
    (codeTouched && !CODE.test(code.trim()) ? 'Enter the 6-digit code from the SMS.' : undefined)
  return (
    <Stack spacing={3}>
      <Steps labels={SMS_STEPS} active={step} />
      {step === 0 && (
        <NamePhoneStep
          initial={details}
          onSent={(values, message) => {
            setDetails(values)
            setSent(message)
            setStep(1)
          }}
        />
      )}
      {step === 1 && (
        <Stack
          component="form"
          aria-label="SMS code"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setCodeTouched(true)
            if (!CODE.test(code.trim())) return
            create.reset()
            setStep(2)
            if (keys === null) generate.mutate()
          }}
        >
          {sent && <Alert severity="success">{sent}</Alert>}
          <TextField
            label="SMS code"
            autoFocus={codeRefused !== undefined}
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              setCodeRefused(undefined)
            }}
            onBlur={() => setCodeTouched(true)}
            error={codeProblem !== undefined}
            helperText={codeProblem ?? 'The code is checked when the account is created, after the keys.'}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained">
              Continue
            </Button>
            <Button onClick={() => setStep(0)}>Send a new code</Button>
          </Stack>
        </Stack>
      )}
      {step === 2 &&
        (keys === null ? (
          <GeneratingKeys failed={generate.isError} />
        ) : (
          <KeysStep
            account={details.account}
            keys={keys}
            pending={create.isPending}
            error={create.isError ? create.error.message : null}
            onCreate={() => create.mutate(keys)}
            onBack={() => setStep(1)}
          />
        ))}
    </Stack>
  )
}
