/** What every dialog of a case gets: whether it is open, how to close it, the signed-in account and the case. */
export type CaseDialogProps = { open: boolean; onClose: () => void; account: string; caseId: string }

/** A case dialog acting on one claim of the case. */
export type ClaimDialogProps = CaseDialogProps & { claimId: string }
