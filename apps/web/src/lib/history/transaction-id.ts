/** A transaction id as Antelope chains print it: 64 hexadecimal digits. */
export function isTransactionId(value: string): boolean {
  return /^[0-9a-f]{64}$/i.test(value)
}
