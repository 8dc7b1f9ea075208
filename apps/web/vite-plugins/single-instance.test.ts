// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { hasModuleIdentity } from './module-identity.ts'
import { singleInstance } from './single-instance.ts'

// A throwaway project shaped like the portal: two lazily loaded pages share a small error class, a
// small module with state and a small pure helper, so the build's inlining of small common chunks
// would copy all three into each page.
const root = mkdtempSync(join(tmpdir(), 'single-instance-'))
writeFileSync(join(root, 'refusal.ts'), 'export class Refusal extends Error {}\n')
writeFileSync(join(root, 'counter.ts'), 'let opened = 0\nexport const open = () => ++opened\n')
writeFileSync(join(root, 'format.ts'), 'export const shout = (text: string) => `${text}!`\n')
for (const page of ['first', 'second'])
  writeFileSync(
    join(root, `${page}.ts`),
    `import { Refusal } from "./refusal.ts"\nimport { open } from "./counter.ts"\nimport { shout } from "./format.ts"\nexport const ${page} = [Refusal, open, shout("${page}")]\n`,
  )
writeFileSync(
  join(root, 'main.ts'),
  'document.body.onclick = () => Promise.all([import("./first.ts"), import("./second.ts")])\n',
)
afterAll(() => rmSync(root, { recursive: true, force: true }))

type Output = { output: { type: string; fileName: string; moduleIds?: string[] }[] }

const buildWith = (exclude: ((id: string) => boolean) | undefined) =>
  build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [singleInstance()],
    build: {
      write: false,
      rolldownOptions: {
        input: join(root, 'main.ts'),
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            experimentalInlineCommonChunks: { maxSize: 16_000, ...(exclude ? { exclude } : {}) },
          },
        },
      },
    },
  }) as Promise<Output>

describe('a module that must exist once is never copied into two chunks', () => {
  it('fails the build naming the modules when inlining copies a class and module state', async () => {
    const failure = buildWith(undefined)
    await expect(failure).rejects.toThrow(/copied into several chunks[\s\S]*refusal\.ts/)
    await expect(failure).rejects.toThrow(/counter\.ts/)
  })

  it('builds when such modules are kept out of inlining, each of them in one chunk', async () => {
    const { output } = await buildWith(hasModuleIdentity)
    const chunksWith = (name: string) =>
      output.filter((file) => file.type === 'chunk' && file.moduleIds?.some((id) => id.endsWith(name)))
    expect(chunksWith('/refusal.ts')).toHaveLength(1)
    expect(chunksWith('/counter.ts')).toHaveLength(1)
  })
})
