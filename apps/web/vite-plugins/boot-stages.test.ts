import { describe, expect, it } from 'vitest'
import { bootFiles, stageLinks, stagePreloads } from './boot-stages.ts'

// A build like the portal's: the entry imports the runtime statically and its stages with `import()`;
// the app stage imports the pages with `import()` in turn.
const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  isEntry,
})
const entry = chunk(
  'assets/index.js',
  ['assets/runtime.js'],
  ['assets/react.js', 'assets/react-dom.js', 'assets/app.js'],
  true,
)
const chunks = [
  entry,
  chunk('assets/runtime.js', []),
  chunk('assets/react.js', ['assets/runtime.js']),
  chunk('assets/react-dom.js', ['assets/react.js', 'assets/runtime.js']),
  chunk('assets/app.js', ['assets/react.js', 'assets/shell.js'], ['assets/page.js']),
  chunk('assets/shell.js', ['assets/runtime.js']),
  chunk('assets/page.js', ['assets/app.js', 'assets/page-part.js']),
  chunk('assets/page-part.js', []),
]

describe('boot stages', () => {
  it('R-READ-26: the boot is the entry, its stages and what they import, never a page', () => {
    expect([...bootFiles(chunks, entry)].sort()).toEqual([
      'assets/app.js',
      'assets/index.js',
      'assets/react-dom.js',
      'assets/react.js',
      'assets/runtime.js',
      'assets/shell.js',
    ])
  })

  it('R-READ-26: index.html preloads every stage the entry imports with import(), beside what Vite links', () => {
    const tags = stageLinks(chunks, entry)
    // The runtime is the entry's static import: Vite links it already.
    expect(tags.map((tag) => tag.attrs?.href).sort()).toEqual([
      '/assets/app.js',
      '/assets/react-dom.js',
      '/assets/react.js',
      '/assets/shell.js',
    ])
    expect(tags.every((tag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload')).toBe(true)
  })

  it('R-READ-26: the entry’s stages preload nothing at run time; a page’s import() still preloads its chunks', () => {
    const deps = ['assets/react-dom.js', 'assets/runtime.js']
    expect(
      stagePreloads('assets/react-dom.js', deps, { hostId: 'assets/index-Ab_1.js', hostType: 'js' }),
    ).toEqual([])
    expect(
      stagePreloads('assets/page.js', deps, { hostId: 'assets/router-Xy_2.js', hostType: 'js' }),
    ).toEqual(deps)
    expect(stagePreloads('assets/index-Ab_1.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    )
  })
})
