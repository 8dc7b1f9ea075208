/**
 * The devnet cannot start as asked, for a reason the user can fix (a data directory in use or not
 * writable, a busy port). Its message is one line, ready to print in place of a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError'
}

/** The one-line explanation of a port another program already listens on. */
export function portInUseError(host: string, port: number): StartupError {
  return new StartupError(
    `Port ${port} on ${host} is already in use by another program (perhaps another devnet). ` +
      `Stop it, or choose another port: PORT=<port> or --port <port>.`,
  )
}

/** True for the error `listen` fails with when the port is taken. */
export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE'
}
