/** True once the history API knows transaction `id` (Hyperion's get_transaction shape). */
export async function transactionOnChain(historyUrl: string, id: string): Promise<boolean> {
  try {
    const response = await fetch(`${historyUrl}/v2/history/get_transaction?id=${encodeURIComponent(id)}`)
    if (!response.ok) return false
    const body = (await response.json()) as { executed?: boolean; actions?: unknown[] }
    return body.executed === true || (Array.isArray(body.actions) && body.actions.length > 0)
  } catch {
    return false
  }
}
