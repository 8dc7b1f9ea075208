import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from './compile-hints.ts'

type Output =
  | { type: 'chunk'; fileName: string; moduleIds: string[]; code: string }
  | { type: 'asset'; fileName: string; source: string }

function run(bundle: Record<string, Output>, hinted: Parameters<typeof compileHints>[0]) {
  const plugin = compileHints(hinted)
  const hook = plugin.generateBundle as (options: unknown, bundle: Record<string, Output>) => void
  hook.call({}, {}, bundle)
  hook.call({}, {}, bundle)
  return bundle
}

describe('the compile hints', () => {
  it('R-READ-38: start each chosen chunk with V8’s compile hint, once, and leave the others as they are', () => {
    const bundle = run(
      {
        reads: {
          type: 'chunk',
          fileName: 'assets/reads-abc.js',
          moduleIds: ['/src/reads.ts'],
          code: 'import{a}from"./x.js";',
        },
        wallet: {
          type: 'chunk',
          fileName: 'assets/index-abc.js',
          moduleIds: ['/node_modules/@wharfkit/antelope/lib/antelope.m.js'],
          code: 'export{}',
        },
        page: {
          type: 'chunk',
          fileName: 'assets/page-abc.js',
          moduleIds: ['/src/page.tsx'],
          code: 'export{}',
        },
        style: { type: 'asset', fileName: 'assets/style.css', source: 'a{}' },
      },
      (chunk) =>
        chunk.fileName.startsWith('assets/reads-') ||
        chunk.moduleIds.some((id) => id.includes('/@wharfkit/')),
    )
    expect(bundle.reads).toMatchObject({ code: `${COMPILE_HINT}import{a}from"./x.js";` })
    expect(bundle.wallet).toMatchObject({ code: `${COMPILE_HINT}export{}` })
    expect(bundle.page).toMatchObject({ code: 'export{}' })
    expect(bundle.style).toMatchObject({ source: 'a{}' })
  })
})
