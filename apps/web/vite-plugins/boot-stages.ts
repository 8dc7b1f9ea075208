import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'

/** A chunk as far as the boot's files go: its file, and the chunks it imports statically and dynamically. */
type ChunkLinks = {
  readonly fileName: string
  readonly imports: readonly string[]
  readonly dynamicImports?: readonly string[]
}

/**
 * The chunk files the portal's boot needs: the entry, what it imports, and its stages (the chunks the
 * entry itself imports with `import()`, main.tsx) with what they import. A page's own chunks are
 * imported with `import()` by the stages, not by the entry, so they are not among them.
 */
export function bootFiles(chunks: readonly ChunkLinks[], entry: ChunkLinks): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const add = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) add(imported)
  }
  add(entry.fileName)
  for (const stage of entry.dynamicImports ?? []) add(stage)
  return files
}

/** An entry chunk's file (index.html's script): the build names it after the page. */
const ENTRY_FILE = /(^|\/)index-[\w-]+\.js$/

/**
 * `build.modulePreload.resolveDependencies`: the entry's own `import()`s preload nothing at run time,
 * since index.html links their chunks already (bootStages); every other import preloads its chunks.
 */
export function stagePreloads(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return hostType === 'js' && ENTRY_FILE.test(hostId) ? [] : deps
}

/** The `<link rel="modulepreload">` tags of the boot's chunks that Vite does not link itself. */
export function stageLinks(chunks: readonly ChunkLinks[], entry: ChunkLinks): HtmlTagDescriptor[] {
  const linked = bootFiles(chunks, { ...entry, dynamicImports: [] })
  return [...bootFiles(chunks, entry)]
    .filter((file) => !linked.has(file))
    .map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
      injectTo: 'head',
    }))
}

/**
 * Preloads the entry's stages from index.html. Vite links what the entry imports statically; the
 * stages it imports with `import()` would otherwise be requested only once the entry has run, one
 * round trip late. Preloaded, they are fetched and compiled beside the entry and set up (evaluated)
 * only when main.tsx imports each, in a task of its own.
 */
export function bootStages(): Plugin {
  return {
    name: 'portal:boot-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return []
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        )
        return stageLinks(chunks, chunk)
      },
    },
  }
}
