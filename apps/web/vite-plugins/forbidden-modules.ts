import type { Plugin } from 'vite'

// The build's refusals of whole packages (a runtime style engine, classic zod): a chunk that bundles
// one fails `vite build`, naming the chunk, what it bundled and the module that is it.

/** A package no chunk may bundle: its name in the build's message and the module paths that are it. */
export type ForbiddenModule = { name: string; path: RegExp }

/** One chunk that bundles a forbidden package: which one, and through which module. */
export type ForbiddenModuleFinding = { chunk: string; name: string; module: string }

/** Chunks of a bundle whose modules include one of `forbidden`. */
export function findForbiddenModules(
  chunks: { fileName: string; moduleIds: readonly string[] }[],
  forbidden: readonly ForbiddenModule[],
): ForbiddenModuleFinding[] {
  const findings: ForbiddenModuleFinding[] = []
  for (const chunk of chunks) {
    for (const { name, path } of forbidden) {
      const module = chunk.moduleIds.find((id) => path.test(id))
      if (module) findings.push({ chunk: chunk.fileName, name, module })
    }
  }
  return findings
}

/** A build step `name` that fails `vite build` when any chunk, and so any route, bundles one of `forbidden`. */
export function forbidModules(name: string, forbidden: readonly ForbiddenModule[], message: string): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, moduleIds: output.moduleIds }] : [],
      )
      const findings = findForbiddenModules(chunks, forbidden)
      if (findings.length === 0) return
      const lines = findings.map((finding) => `  ${finding.chunk}: ${finding.name} (${finding.module})`)
      this.error(`${message}:\n${lines.join('\n')}`)
    },
  }
}
