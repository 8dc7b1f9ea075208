import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all of
 * its functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called. Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Starts the chunks `hinted` picks with the compile hint. Why (issue 41): setting up a page's modules
 * builds its contracts' zod schemas, and each of zod's functions was compiled on the main thread when
 * first called, inside the task that sets the page up: at 4× slowdown, 20–40 ms of a 60–90 ms task.
 * The chunks a page sets up on load are the ones that call most of their functions then.
 */
export function compileHints(
  hinted: (chunk: { fileName: string; moduleIds: readonly string[] }) => boolean,
): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && hinted(chunk) && !chunk.code.startsWith(COMPILE_HINT)) {
          chunk.code = COMPILE_HINT + chunk.code
        }
      }
    },
  }
}
