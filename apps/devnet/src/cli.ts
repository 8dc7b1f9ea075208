import { parseArgs } from 'node:util'
import { z } from 'zod'

/** Scenarios a fresh data directory can be seeded with. */
export const SEEDS = ['none', 'demo', 'bench'] as const
export type Seed = (typeof SEEDS)[number]

export const devnetOptionsSchema = z.object({
  host: z.string().min(1),
  port: z.coerce.number().int().min(0).max(65535),
  data: z.string().min(1),
  fresh: z.boolean(),
  seed: z.enum(SEEDS),
  /** Folder of the built portal to serve at `/`; absent when only the chain interfaces are wanted. */
  web: z.string().min(1).optional(),
  /** `Access-Control-Allow-Origin` of the chain and history APIs: `*`, one origin, or `none`. */
  corsOrigin: z.union([z.literal('*'), z.literal('none'), z.url({ protocol: /^https?$/ })]),
  /**
   * Names besides the loopback ones (and `--host`) that browsers reach it by, e.g. a LAN name; a
   * request under any other Host is answered 421.
   */
  /** Megabytes of uploaded files the data directory may hold (1000 unless given). */
  storageQuotaMb: z.coerce.number().int().min(1),
  hostNames: z.array(z.string().regex(/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i, 'must be a host name or address')),
})
export type DevnetOptions = z.infer<typeof devnetOptionsSchema>

const USAGE =
  'usage: npm run devnet -- [--port P] [--host H] [--data DIR] [--fresh] [--seed none|demo|bench] [--web DIST] [--cors-origin *|none|ORIGIN] [--host-name NAME[,NAME…]] [--storage-quota-mb MB]'

/** Parses `npm run devnet` arguments; throws an Error whose message is ready to print. */
export function parseDevnetArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): DevnetOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      seed: { type: 'string' },
      web: { type: 'string' },
      'cors-origin': { type: 'string' },
      'host-name': { type: 'string', multiple: true },
      'storage-quota-mb': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  if (values.help) throw new Error(USAGE)
  const parsed = devnetOptionsSchema.safeParse({
    host: values.host ?? env.HOST ?? '127.0.0.1',
    port: values.port ?? env.PORT ?? '8080',
    data: values.data ?? '.devnet',
    fresh: values.fresh,
    seed: values.seed ?? 'none',
    web: values.web,
    corsOrigin: values['cors-origin'] ?? env.DEVNET_CORS_ORIGIN ?? '*',
    storageQuotaMb: values['storage-quota-mb'] ?? env.DEVNET_STORAGE_QUOTA_MB ?? '1000',
    hostNames: (values['host-name'] ?? (env.DEVNET_HOST_NAME ? [env.DEVNET_HOST_NAME] : []))
      .flatMap((names) => names.split(','))
      .map((name) => name.trim())
      .filter(Boolean),
  })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`${problems.join('\n')}\n${USAGE}`)
  }
  return parsed.data
}

/** The origin pages reach a devnet listening on `host:port` at; unknown until listening on port 0. */
export function publicOrigin(host: string, port: number): string | undefined {
  if (port === 0) return undefined
  const reachable =
    host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host
  return `http://${reachable}:${port}`
}
