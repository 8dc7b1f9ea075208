import type { Plugin } from 'vite'

/**
 * Packages that generate and insert CSS while the page runs. The portal's styles are compiled at build
 * time (CSS Modules and `styles/theme.css`); on a phone a runtime engine cost 150–850 ms per render at
 * 4× CPU (serializing style objects, hashing, inserting rules), so the build refuses to ship one.
 */
const RUNTIME_STYLE_ENGINES: { name: string; path: RegExp }[] = [
  { name: 'emotion', path: /[\\/]node_modules[\\/]@emotion[\\/]/ },
  { name: 'stylis', path: /[\\/]node_modules[\\/]stylis[\\/]/ },
  { name: "MUI's styled engine", path: /[\\/]node_modules[\\/]@mui[\\/](styled-engine|system)[\\/]/ },
  { name: 'styled-components', path: /[\\/]node_modules[\\/]styled-components[\\/]/ },
  { name: 'goober', path: /[\\/]node_modules[\\/]goober[\\/]/ },
  { name: 'JSS', path: /[\\/]node_modules[\\/](jss|react-jss)[\\/]/ },
  { name: 'Stitches', path: /[\\/]node_modules[\\/]@stitches[\\/]/ },
]

/** One chunk that bundles a runtime style engine, and which engine. */
export type RuntimeStyleFinding = { chunk: string; engine: string; module: string }

/** Chunks of a bundle whose modules include a runtime CSS-in-JS engine. */
export function findRuntimeStyleEngines(
  chunks: { fileName: string; moduleIds: readonly string[] }[],
): RuntimeStyleFinding[] {
  const findings: RuntimeStyleFinding[] = []
  for (const chunk of chunks) {
    for (const engine of RUNTIME_STYLE_ENGINES) {
      const module = chunk.moduleIds.find((id) => engine.path.test(id))
      if (module) findings.push({ chunk: chunk.fileName, engine: engine.name, module })
    }
  }
  return findings
}

/** Fails `vite build` when any chunk, and so any route, would evaluate a runtime style engine. */
export function noRuntimeStyles(): Plugin {
  return {
    name: 'portal:no-runtime-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, moduleIds: output.moduleIds }] : [],
      )
      const findings = findRuntimeStyleEngines(chunks)
      if (findings.length === 0) return
      const lines = findings.map(({ chunk, engine, module }) => `  ${chunk}: ${engine} (${module})`)
      this.error(
        `A runtime CSS-in-JS engine is bundled; style with CSS Modules instead:\n${lines.join('\n')}`,
      )
    },
  }
}
