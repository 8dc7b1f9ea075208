import { describe, expect, it } from 'vitest'
import { ballotNameFromTitle, isBallotId } from '../names.ts'
import {
  ballotDeletePlan,
  canCloseVoting,
  defaultBallotWeighting,
  newBallotContent,
} from './ballot-lifecycle.ts'
import { editMinMaxSchema } from './publisher-forms.ts'

const now = Date.UTC(2026, 0, 10)
const ballot = { status: 'voting', end_time: '2026-01-05T00:00:00', total_voters: 0, cleaned_count: 0 }

describe('ballot lifecycle', () => {
  it('R-GOV-35 R-GOV-34: names come from the title (a–z, 1–5, 12 at most); ids are 12 of them', () => {
    expect(ballotNameFromTitle('vote 2026 budget')).toBe('vote22budget')
    expect(isBallotId('vote22budget')).toBe(true)
    expect(isBallotId('vote2026budg')).toBe(false)
  })

  it('R-GOV-23: deleting a voting ballot past its end closes it first; a setup ballot is just deleted', () => {
    expect(ballotDeletePlan(ballot, now, 86_400)).toEqual({
      ok: true,
      cleanup: 0,
      actions: ['closevoting', 'deleteballot'],
    })
    expect(
      ballotDeletePlan({ ...ballot, status: 'setup', end_time: '1970-01-01T00:00:00' }, now, 86_400),
    ).toEqual({
      ok: true,
      cleanup: 0,
      actions: ['deleteballot'],
    })
  })

  it('R-GOV-23: a closed ballot with votes left is cleaned up (cleanupvote) and deleted in one transaction; a long list in batches', () => {
    const closed = { ...ballot, status: 'closed', total_voters: 3, cleaned_count: 1 }
    expect(ballotDeletePlan(closed, now, 86_400)).toEqual({
      ok: true,
      cleanup: 2,
      actions: ['cleanupvote', 'deleteballot'],
    })
    expect(ballotDeletePlan({ ...closed, total_voters: 100, cleaned_count: 0 }, now, 86_400)).toEqual({
      ok: true,
      cleanup: 100,
      actions: ['cleanupvote'],
    })
  })

  it('says why a delete would be refused: open voting, the cooldown (and the votes it will clean), archived', () => {
    const reason = (b: typeof ballot, at = now) => {
      const plan = ballotDeletePlan(b, at, 86_400)
      return plan.ok ? '' : plan.reason
    }
    expect(reason({ ...ballot, end_time: '2026-01-20T00:00:00' })).toMatch(/Voting is still open/)
    expect(reason(ballot, Date.UTC(2026, 0, 5, 12))).toMatch(/allows deleting after 2026-01-06 00:00 UTC/)
    expect(reason({ ...ballot, total_voters: 1, cleaned_count: 0 }, Date.UTC(2026, 0, 5, 12))).toMatch(
      /after 2026-01-06 00:00 UTC\. Its 1 vote will then be cleaned up in the same transaction/,
    )
    expect(reason({ ...ballot, status: 'archived' })).toMatch(/archived ballot cannot be deleted/)
  })

  it('closing needs a voting ballot past its end time', () => {
    expect(canCloseVoting(ballot, now)).toBe(true)
    expect(canCloseVoting({ ...ballot, end_time: '2026-02-01T00:00:00' }, now)).toBe(false)
    expect(canCloseVoting({ ...ballot, status: 'closed' }, now)).toBe(false)
  })

  it('R-GOV-31: counts staked VOTE; elsewhere staked where the DAO is stakeable, else liquid, never both', () => {
    expect(defaultBallotWeighting('VOTE', false)).toEqual({ votestake: true, voteliquid: false })
    expect(defaultBallotWeighting('DEMO', false)).toEqual({ votestake: false, voteliquid: true })
    expect(defaultBallotWeighting('DEMO', true)).toEqual({ votestake: true, voteliquid: false })
  })

  it('puts uploads into the content as ipfs links', () => {
    const cid = 'Qm' + 'a'.repeat(44)
    expect(newBallotContent('', '')).toBe('')
    expect(JSON.parse(newBallotContent(cid, ''))).toEqual({ imageUrls: [`ipfs://${cid}`] })
    // The contract sorts options by name: the entered order travels in the content.
    expect(JSON.parse(newBallotContent('', '', ['yes', 'no', 'abstain']))).toEqual({
      optionOrder: ['yes', 'no', 'abstain'],
    })
  })

  it('R-GOV-32: min/max edits are whole numbers within the options', () => {
    const schema = editMinMaxSchema(3)
    expect(schema.safeParse({ min_options: 1, max_options: 3 }).success).toBe(true)
    expect(schema.safeParse({ min_options: 1.5, max_options: 2 }).error?.issues[0]?.message).toBe(
      'Must be an integer.',
    )
    expect(schema.safeParse({ min_options: 1, max_options: 4 }).error?.issues[0]?.message).toBe(
      'Must be at most 3.',
    )
    expect(schema.safeParse({ min_options: 3, max_options: 2 }).error?.issues[0]?.message).toBe(
      'Must be at least 3.',
    )
  })
})
