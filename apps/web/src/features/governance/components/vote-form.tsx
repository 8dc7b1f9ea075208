import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { FormControl } from '@/components/ui/form-control.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { FormGroup } from '@/components/ui/form-group.tsx'
import { FormLabel } from '@/components/ui/form-label.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Radio } from '@/components/ui/radio.tsx'
import { RadioGroup } from '@/components/ui/radio-group.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { chainErrorMessage } from '@portal/chain/errors'
import type { OptionData } from '@portal/chain/governance/ballot-content'
import { ballotSymbolCode } from '@portal/chain/governance/ballot-list'
import { explainDecideError } from '@portal/chain/governance/decide-errors'
import { optionSelection } from '@portal/chain/governance/options'
import { daoPagePath } from '@portal/chain/governance/vote-plan'
import type { Ballot } from '../api/ballots.ts'
import { useVoteMutation } from '../api/cast-vote.ts'
import { useVotePlan } from '../api/vote-plan.ts'
import { QueryGate } from '@/components/query-gate.tsx'
import styles from './vote-form.module.css'

/**
 * Choosing options and voting: the selection hint (decisions.md texts), the prerequisites checked
 * before anything is signed, then regvoter (when needed) → refresh → castvote in one transaction.
 */
export function VoteForm({
  ballot,
  account,
  optionData,
  selected,
  onSelect,
  onVoted,
}: {
  ballot: Ballot
  account: string
  optionData: Readonly<Record<string, OptionData>>
  selected: readonly string[]
  onSelect: (selected: string[]) => void
  /** After a vote was cast: the choice shows the new vote. */
  onVoted: () => void
}) {
  const legendId = useId()
  const plan = useVotePlan(ballot, account)
  const vote = useVoteMutation()
  const selection = optionSelection(selected.length, ballot.min_options, ballot.max_options)

  const submit = async () => {
    if (plan.plan?.kind !== 'vote' || !selection.valid) return
    try {
      await vote.mutateAsync({
        voter: account,
        ballotName: ballot.ballot_name,
        treasurySymbol: ballot.treasury_symbol,
        options: selected,
        register: plan.plan.register,
      })
      onVoted()
    } catch {
      // Shown below the button from vote.error, and in the notifications.
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={legendId} className={styles.form}>
      <FormControl component="fieldset" className={styles.fieldset} disabled={vote.isPending}>
        <FormLabel component="legend" id={legendId}>
          <Typography component="h2" variant="h6" color="textPrimary">
            Your vote
          </Typography>
        </FormLabel>
        <OptionChoices ballot={ballot} optionData={optionData} selected={selected} onSelect={onSelect} />
      </FormControl>

      <Stack spacing={2} className={styles.actions}>
        <VoteAction
          plan={plan}
          symbolCode={ballotSymbolCode(ballot)}
          canVote={selection.valid}
          pending={vote.isPending}
          onVote={() => void submit()}
        />
        {vote.isError && <VoteError error={vote.error} />}
        {vote.isSuccess && (
          <Alert severity="success">Your vote was cast. The totals above update in a moment.</Alert>
        )}
      </Stack>
    </Paper>
  )
}

/** The ballot's options as radios (one to choose) or checkboxes, and what the selection still needs. */
function OptionChoices({
  ballot,
  optionData,
  selected,
  onSelect,
}: {
  ballot: Ballot
  optionData: Readonly<Record<string, OptionData>>
  selected: readonly string[]
  onSelect: (selected: string[]) => void
}) {
  const hintId = useId()
  const selection = optionSelection(selected.length, ballot.min_options, ballot.max_options)
  const single = ballot.max_options <= 1
  const label = (key: string) => optionData[key]?.displayText ?? key
  const toggle = (key: string, checked: boolean) =>
    onSelect(checked ? [...selected, key] : selected.filter((option) => option !== key))
  return (
    <>
      {single ? (
        <RadioGroup
          aria-describedby={hintId}
          value={selected[0] ?? ''}
          onChange={(event) => onSelect([event.target.value])}
        >
          {ballot.options.map((option) => (
            <FormControlLabel
              key={option.key}
              value={option.key}
              control={<Radio />}
              label={label(option.key)}
              className={styles.option}
            />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup aria-describedby={hintId}>
          {ballot.options.map((option) => {
            const checked = selected.includes(option.key)
            return (
              <FormControlLabel
                key={option.key}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && !selection.canChooseMore}
                    onChange={(event) => toggle(option.key, event.target.checked)}
                  />
                }
                label={label(option.key)}
                className={styles.option}
              />
            )
          })}
        </FormGroup>
      )}
      <Typography
        id={hintId}
        role="status"
        variant="body2"
        className={styles.hint}
        data-testid="selection-message"
      >
        {selection.message}
      </Typography>
    </>
  )
}

/** What stands between the voter and the vote (a prerequisite), or the Vote button. */
function VoteAction({
  plan,
  symbolCode,
  canVote,
  pending,
  onVote,
}: {
  plan: ReturnType<typeof useVotePlan>
  symbolCode: string
  canVote: boolean
  pending: boolean
  onVote: () => void
}) {
  const blocked = plan.plan?.kind === 'blocked' ? plan.plan : undefined
  const ready = plan.plan?.kind === 'vote' ? plan.plan : undefined
  return (
    <QueryGate
      queries={plan.reads}
      what="voting power"
      loadingText="Checking your voting power…"
      errorText={() => 'Your voting power could not be read from the chain.'}
    >
      {() => (
        <>
          {blocked && (
            <Alert severity="warning" data-testid="vote-prerequisite">
              {blocked.message}
              {blocked.daoPage && (
                <>
                  {' '}
                  <Link component={RouterLink} to={daoPagePath(symbolCode)}>
                    Go to the {symbolCode} DAO page
                  </Link>
                </>
              )}
            </Alert>
          )}
          {ready && (
            <>
              {ready.register && (
                <Typography variant="body2" color="textSecondary">
                  You are not registered in the {symbolCode} DAO yet: the same transaction registers you
                  (regvoter), updates your voting power (refresh) and casts your vote.
                </Typography>
              )}
              <div>
                <Button
                  variant="contained"
                  onClick={onVote}
                  disabled={!canVote || pending}
                  startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                  {pending ? 'Voting…' : 'Vote'}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </QueryGate>
  )
}

/** The contract's refusal in plain language, with its own message on demand. */
function VoteError({ error }: { error: unknown }) {
  const message = chainErrorMessage(error)
  const explained = explainDecideError(message)
  return (
    <Alert severity="error" role="alert">
      {explained ? explained.text : message}
      {explained && (
        <details>
          <summary>The contract&apos;s message</summary>
          <code>{explained.original}</code>
        </details>
      )}
    </Alert>
  )
}
