import { readFileSync } from 'node:fs'

// What makes a module's instance matter: a React context (a provider and its consumers must share
// it), a class (errors are told apart with `instanceof`), or state kept at module level (a counter, a
// cache, a value handed from one page to the next). Two copies of such a module would be two different
// contexts, classes or states.
const IDENTITY =
  /createContext[<(]|^\s*(export\s+)?(abstract\s+)?class\s|^(export\s+)?let\s|^(export\s+)?const\s+\w+(\s*:[^=]+)?\s*=\s*new\s+(Map|Set|WeakMap|WeakSet)\b/m

const known = new Map<string, boolean>()

/**
 * True when the module at `id` has an identity of its own (see IDENTITY), so the build must never copy
 * it into several chunks. Only our own TypeScript sources are read; packages keep their chunking.
 */
export function hasModuleIdentity(id: string): boolean {
  const file = id.split('?')[0] ?? id
  if (!/\.tsx?$/.test(file) || file.includes('/node_modules/')) return false
  let answer = known.get(file)
  if (answer === undefined) {
    answer = IDENTITY.test(readFileSync(file, 'utf8'))
    known.set(file, answer)
  }
  return answer
}
