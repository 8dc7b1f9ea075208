import type { Plugin, Rollup } from 'vite'
import { hasModuleIdentity } from './module-identity.ts'

/**
 * Fails the build when a module with an identity of its own (a React context, a class, module-level
 * state: see module-identity.ts) was copied into more than one chunk. Small shared chunks are inlined
 * into the pages that use them (vite.config.ts), and a copied context or error class would split into
 * two that no longer recognise each other, which no test of a single page would notice.
 */
export function singleInstance(isIdentity: (id: string) => boolean = hasModuleIdentity): Plugin {
  return {
    name: 'portal:single-instance',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunksOf = new Map<string, string[]>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of (output as Rollup.OutputChunk).moduleIds)
          chunksOf.set(id, [...(chunksOf.get(id) ?? []), output.fileName])
      }
      const copied = [...chunksOf].filter(([id, files]) => files.length > 1 && isIdentity(id))
      if (copied.length > 0)
        this.error(
          `a module that must exist once was copied into several chunks:\n${copied
            .map(([id, files]) => `  ${id}: ${files.join(', ')}`)
            .join('\n')}`,
        )
    },
  }
}
