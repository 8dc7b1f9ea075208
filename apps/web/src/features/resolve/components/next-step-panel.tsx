import { Alert } from '@/components/ui/alert.tsx'
import { AlertTitle } from '@/components/ui/alert-title.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ClaimRow } from '@portal/chain/contracts/arbitration/index'
import { CASE_STATUS, caseActions, claimActions, type ResolveContext } from '@portal/chain/resolve/index'
import { isInFuture } from '@portal/chain/time'
import { Countdown, DeadlineText } from '@/components/deadline.tsx'
import styles from './next-step-panel.module.css'

type Step = { key: string; text: string; deadline?: string }

// A claim the arbitrator cannot settle yet: whose information it waits for, and until when.
function awaitedInfoStep(claim: ClaimRow, hasRespondant: boolean, now: number): Step {
  const claimant = claim.claim_info_needed && isInFuture(claim.claimant_limit_time, now)
  const respondant =
    hasRespondant && claim.response_info_needed && isInFuture(claim.respondant_limit_time, now)
  const whose =
    claimant && respondant
      ? "the claimant's and the respondant's"
      : claimant
        ? "the claimant's"
        : "the respondant's"
  const deadlines = [claimant && claim.claimant_limit_time, respondant && claim.respondant_limit_time]
    .filter((value): value is string => typeof value === 'string')
    .sort()
  return {
    key: `awaiting-${claim.claim_id}`,
    text: `Claim ${claim.claim_id} waits for ${whose} information: it can be settled once that arrives or its deadline passes. You can request more information meanwhile.`,
    ...(deadlines.length ? { deadline: deadlines[deadlines.length - 1] } : {}),
  }
}

/** What the signed-in user can do on the case now, and by when (beyond the original portal). */
export function nextSteps(context: ResolveContext, claims: readonly ClaimRow[], now: number): Step[] {
  const { caseFile, account } = context
  if (!caseFile || !account) return []
  const actions = caseActions({ ...context, now })
  const steps: Step[] = []
  const offersUntil = caseFile.sending_offers_until_ts
  if (actions.includes('ready-case'))
    steps.push({
      key: 'ready',
      text: 'Add any further claims, then mark the case ready (the fee is paid from your escrow).',
    })
  if (caseFile.case_status === CASE_STATUS.awaitingArbs && caseFile.claimant === account) {
    // The contract stops new offers at the deadline but still lets the claimant accept or cancel.
    steps.push(
      isInFuture(offersUntil, now)
        ? {
            key: 'offers',
            text: 'Arbitrators are sending offers; accept one to have your case heard.',
            deadline: offersUntil,
          }
        : {
            key: 'offers',
            text: 'The time for new offers has passed: accept a pending offer, or cancel the case.',
          },
    )
  }
  if (actions.includes('submit-offer'))
    steps.push({ key: 'offer', text: 'You can submit an offer on this case.', deadline: offersUntil })
  if (actions.includes('update-offer'))
    steps.push({
      key: 'offer',
      text: 'Your offer is pending; you can update or dismiss it.',
      deadline: offersUntil,
    })
  if (actions.includes('start-case'))
    steps.push({ key: 'start', text: 'Start the case, giving the respondant a number of days to respond.' })
  for (const claim of claims) {
    const claimSteps = claimActions({ ...context, now }, claim)
    if (claimSteps.includes('respond')) {
      steps.push({
        key: `respond-${claim.claim_id}`,
        text: `Respond to claim ${claim.claim_id}.`,
        deadline: claim.respondant_limit_time,
      })
    }
    if (
      claimSteps.includes('update-claim') &&
      claim.claim_info_needed &&
      isInFuture(claim.claimant_limit_time, now)
    ) {
      steps.push({
        key: `update-${claim.claim_id}`,
        text: `Send the information requested on claim ${claim.claim_id}.`,
        deadline: claim.claimant_limit_time,
      })
    }
    // The arbitrator's steps come from the same rules as the claim's buttons: Settle where settle-claim
    // is offered, else (information still awaited) why not yet and until when; Request more info always.
    if (claimSteps.includes('settle-claim'))
      steps.push({
        key: `settle-${claim.claim_id}`,
        text: `Settle claim ${claim.claim_id}, or request more information on it.`,
      })
    else if (claimSteps.includes('review-claim'))
      steps.push(awaitedInfoStep(claim, caseFile.respondant !== '', now))
  }
  if (actions.includes('set-ruling'))
    steps.push({ key: 'ruling', text: 'Every claim is settled: set the ruling.' })
  if (actions.includes('approve-ruling'))
    steps.push({ key: 'validate', text: 'Approve or reject the ruling.' })
  if (actions.includes('close-case'))
    steps.push({ key: 'close', text: 'Close the case once the ruling is enforced.' })
  // The panel never says "nothing to do" beside a button the user can press: what remains possible
  // when no step above applies is named too.
  if (steps.length === 0) steps.push(...remainingSteps(actions, caseFile.case_status))
  return steps
}

function remainingSteps(actions: readonly string[], status: number): Step[] {
  const steps: Step[] = []
  if (actions.includes('recuse'))
    steps.push({
      key: 'recuse',
      text:
        status === CASE_STATUS.decision
          ? "The ruling waits for the administrator's approval: nothing is needed from you meanwhile. If you must step down, Recuse withdraws you from the case."
          : 'Nothing is needed from you right now. If you must step down, Recuse withdraws you from the case.',
    })
  if (actions.includes('add-claim'))
    steps.push({ key: 'add-claim', text: 'Add a claim: the case can be marked ready once it has one.' })
  if (actions.includes('cancel-case'))
    steps.push({ key: 'cancel', text: 'You can cancel the case while it waits for offers.' })
  if (actions.includes('dismiss-offer'))
    steps.push({ key: 'dismiss', text: 'Your offer is pending; you can dismiss it.' })
  return steps
}

/** The next-step panel with live countdowns and deadlines in local time and UTC. */
export function NextStepPanel({
  context,
  claims,
  now,
}: {
  context: ResolveContext
  claims: readonly ClaimRow[]
  now: number
}) {
  if (!context.account) {
    return <Alert severity="info">Log in to see what you can do on this case.</Alert>
  }
  const steps = nextSteps(context, claims, now)
  return (
    <Alert
      severity={steps.length ? 'success' : 'info'}
      component="section"
      role="region"
      aria-label="Next step"
    >
      <AlertTitle>Next step</AlertTitle>
      {steps.length === 0 ? (
        <Typography>Nothing for you to do on this case right now.</Typography>
      ) : (
        <List dense disablePadding>
          {steps.map((step) => (
            <ListItem key={step.key} disableGutters className={styles.step}>
              <Typography>{step.text}</Typography>
              {step.deadline && (
                <Typography variant="body2">
                  By <DeadlineText value={step.deadline} /> · <Countdown value={step.deadline} />
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  )
}
