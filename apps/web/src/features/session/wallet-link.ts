// Schemes a wallet prompt may open: the web, and the signing-request links wallet apps register
// (esr: for Anchor and other Antelope wallets, anchor: for Anchor's own).
const ALLOWED = /^(https?|esr|anchor):/i

/**
 * The link a wallet prompt element carries (a string, or `{href}`), or undefined when there is none or
 * its scheme could run code in the portal (`javascript:`, `data:`, …).
 */
export function walletLink(data: unknown): string | undefined {
  const href =
    typeof data === 'string'
      ? data
      : typeof data === 'object' && data !== null && 'href' in data && typeof data.href === 'string'
        ? data.href
        : undefined
  return href !== undefined && ALLOWED.test(href.trim()) ? href.trim() : undefined
}
