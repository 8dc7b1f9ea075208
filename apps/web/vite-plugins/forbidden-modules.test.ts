// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { noClassicZod } from './no-classic-zod.ts'
import { noRuntimeStyles } from './no-runtime-styles.ts'

// A throwaway project built with the portal's two package refusals: linked to the zod the portal
// installs, so the zod check is exercised by real zod entry points, and with a stand-in for a runtime
// style engine under node_modules/@emotion, whatever the portal itself installs.
const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'))
const root = mkdtempSync(join(tmpdir(), 'forbidden-modules-'))
mkdirSync(join(root, 'node_modules/@emotion/css'), { recursive: true })
symlinkSync(zodRoot, join(root, 'node_modules/zod'), 'dir')
const files: Record<string, string> = {
  'node_modules/@emotion/css/package.json': JSON.stringify({
    name: '@emotion/css',
    type: 'module',
    main: 'index.js',
  }),
  'node_modules/@emotion/css/index.js':
    'export const css = (rules) => { const tag = document.createElement("style"); tag.textContent = rules; document.head.append(tag); return "css-1" }\n',
  'mini.js':
    'import * as z from "zod/mini"\nconsole.log(z.safeParse(z.string().check(z.minLength(1)), "x").success)\n',
  'classic.js': 'import { z } from "zod"\nconsole.log(z.string().min(1).safeParse("x").success)\n',
  'lazy-zod.js': 'document.body.onclick = () => import("./classic.js")\n',
  'plain.js': 'import "./plain.css"\ndocument.body.className = "page"\n',
  'plain.css': '.page { color: red }\n',
  'runtime.js': 'import { css } from "@emotion/css"\ndocument.body.className = css(".x{}")\n',
  'lazy-style.js': 'document.body.onclick = () => import("./runtime.js")\n',
}
for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const buildEntry = (entry: string) =>
  build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [noClassicZod(), noRuntimeStyles()],
    build: { write: false, lib: false, rolldownOptions: { input: join(root, entry) } },
  })

describe('the build refuses classic zod', () => {
  it('builds a page whose schemas use zod/mini', async () => {
    await expect(buildEntry('mini.js')).resolves.toBeDefined()
  })

  it('fails naming classic zod when the entry imports plain "zod"', async () => {
    await expect(buildEntry('classic.js')).rejects.toThrow(/Classic zod is bundled[\s\S]*classic zod/)
  })

  it('fails when only a lazily loaded chunk imports it', async () => {
    await expect(buildEntry('lazy-zod.js')).rejects.toThrow(/classic-[\w-]+\.js: classic zod/)
  })
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
    await expect(buildEntry('lazy-style.js')).rejects.toThrow(/runtime-[\w-]+\.js: emotion/)
  })
})
