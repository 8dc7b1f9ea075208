// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { noRuntimeStyles } from './no-runtime-styles.ts'

// A throwaway project with a stand-in for a runtime engine under node_modules/@emotion, so the check is
// exercised by a real build whatever the portal itself installs.
const root = mkdtempSync(join(tmpdir(), 'no-runtime-styles-'))
mkdirSync(join(root, 'node_modules/@emotion/css'), { recursive: true })
writeFileSync(
  join(root, 'node_modules/@emotion/css/package.json'),
  JSON.stringify({ name: '@emotion/css', type: 'module', main: 'index.js' }),
)
writeFileSync(
  join(root, 'node_modules/@emotion/css/index.js'),
  'export const css = (rules) => { const tag = document.createElement("style"); tag.textContent = rules; document.head.append(tag); return "css-1" }\n',
)
writeFileSync(join(root, 'plain.js'), 'import "./plain.css"\ndocument.body.className = "page"\n')
writeFileSync(join(root, 'plain.css'), '.page { color: red }\n')
writeFileSync(
  join(root, 'runtime.js'),
  'import { css } from "@emotion/css"\ndocument.body.className = css(".x{}")\n',
)
writeFileSync(join(root, 'lazy.js'), 'document.body.onclick = () => import("./runtime.js")\n')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const buildEntry = (entry: string) =>
  build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [noRuntimeStyles()],
    build: { write: false, lib: false, rolldownOptions: { input: join(root, entry) } },
  })

describe('the build refuses a runtime CSS-in-JS engine', () => {
  it('builds a page styled by a stylesheet', async () => {
    await expect(buildEntry('plain.js')).resolves.toBeDefined()
  })

  it('fails naming the engine when the entry imports one', async () => {
    await expect(buildEntry('runtime.js')).rejects.toThrow(
      /runtime CSS-in-JS engine is bundled[\s\S]*emotion/,
    )
  })

  it('fails when only a lazily loaded chunk imports one', async () => {
    await expect(buildEntry('lazy.js')).rejects.toThrow(/runtime-[\w-]+\.js: emotion/)
  })
})
