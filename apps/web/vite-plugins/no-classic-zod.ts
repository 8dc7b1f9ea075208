import type { Plugin } from 'vite'

/**
 * Parts of zod no page may load. Classic zod's schemas carry every method on every schema, so a page
 * that parses one field paid for all of zod (about 10 kB gzipped, with the JSON-schema writer the
 * classic schemas import); the portal's schemas use zod/mini (`@portal/chain/zod-mini`) instead.
 */
const CLASSIC_ZOD: { name: string; path: RegExp }[] = [
  { name: 'classic zod', path: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/ },
  { name: "zod's JSON-schema writer", path: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema/ },
]

/** One chunk that bundles classic zod, and which part. */
export type ClassicZodFinding = { chunk: string; part: string; module: string }

/** Chunks of a bundle whose modules include classic zod or the JSON-schema code it brings. */
export function findClassicZod(
  chunks: { fileName: string; moduleIds: readonly string[] }[],
): ClassicZodFinding[] {
  const findings: ClassicZodFinding[] = []
  for (const chunk of chunks) {
    for (const part of CLASSIC_ZOD) {
      const module = chunk.moduleIds.find((id) => part.path.test(id))
      if (module) findings.push({ chunk: chunk.fileName, part: part.name, module })
    }
  }
  return findings
}

/** Fails `vite build` when any chunk, and so any route, would load classic zod. */
export function noClassicZod(): Plugin {
  return {
    name: 'portal:no-classic-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, moduleIds: output.moduleIds }] : [],
      )
      const findings = findClassicZod(chunks)
      if (findings.length === 0) return
      const lines = findings.map(({ chunk, part, module }) => `  ${chunk}: ${part} (${module})`)
      this.error(`Classic zod is bundled; import z from @portal/chain/zod-mini instead:\n${lines.join('\n')}`)
    },
  }
}
