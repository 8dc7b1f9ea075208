// A case's action history from the history API (Hyperion get_actions). Action data comes as the
// history API renders it, unchecked here, and uint64 may be a number or a string in it, so case ids
// are compared by their decimal text, never with ===.

/** The fields of a Hyperion action the case history reads. */
export type HistoryActionLike = {
  readonly timestamp?: string
  readonly act: {
    readonly account?: string
    readonly name: string
    readonly authorization?: readonly { readonly actor: string; readonly permission?: string }[]
    readonly data?: unknown
  }
}

/** True when a history action belongs to the case: sent to the arbitration contract with that case_id. */
export function isCaseHistoryAction(
  action: HistoryActionLike,
  caseId: string | number,
  contract?: string,
): boolean {
  const act = action?.act
  if (!act || (contract !== undefined && act.account !== undefined && act.account !== contract)) return false
  const data = act.data
  if (typeof data !== 'object' || data === null) return false
  const id = (data as { case_id?: unknown }).case_id
  return (
    (typeof id === 'number' || typeof id === 'string') && String(id) !== '' && String(id) === String(caseId)
  )
}

/** The actor of a history action (its first authorization), or "" when it has none. */
export function historyActor(action: HistoryActionLike): string {
  const actor = action?.act?.authorization?.[0]?.actor
  return typeof actor === 'string' ? actor : ''
}

/** A one-line sentence describing a case action for the history list, e.g. "alice marked the case ready". */
export function caseHistorySentence(action: HistoryActionLike): string {
  const actor = historyActor(action) || 'Someone'
  const act = action?.act
  const data = (typeof act?.data === 'object' && act.data !== null ? act.data : {}) as Record<string, unknown>
  const field = (key: string) => {
    const value = data[key]
    return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 80) : '?'
  }
  const yesNo = (key: string, yes: string, no: string) => (data[key] === true || data[key] === 1 ? yes : no)
  const name = typeof act?.name === 'string' ? act.name : ''
  switch (name) {
    case 'filecase':
      return `${actor} filed the case`
    case 'addclaim':
      return `${actor} added a claim`
    case 'updateclaim':
      return `${actor} updated claim ${field('claim_id')}`
    case 'readycase':
      return `${actor} marked the case ready`
    case 'shredcase':
      return `${actor} deleted the case`
    case 'cancelcase':
      return `${actor} cancelled the case`
    case 'makeoffer':
      return `${actor} estimated ${field('estimated_hours')} hours at ${field('hourly_rate')} per hour`
    case 'dismissoffer':
      return `${actor} dismissed offer ${field('offer_id')}`
    case 'respondoffer':
      return `${actor} ${yesNo('accept', 'accepted', 'rejected')} offer ${field('offer_id')}`
    case 'startcase':
      return `${actor} started the case`
    case 'respond':
      return `${actor} responded to claim ${field('claim_id')}`
    case 'reviewclaim':
      return `${actor} requested more information on claim ${field('claim_id')}`
    case 'settleclaim':
      return `${actor} ${yesNo('accept', 'accepted', 'rejected')} claim ${field('claim_id')}`
    case 'setruling':
      return `${actor} set the ruling`
    case 'recuse':
      return `${actor} recused from the case`
    case 'validatecase':
      return `${actor} ${yesNo('proceed', 'approved', 'rejected')} the ruling`
    case 'closecase':
      return `${actor} closed the case`
    default:
      return `${actor} called ${name.slice(0, 40) || 'an unknown action'}`
  }
}
