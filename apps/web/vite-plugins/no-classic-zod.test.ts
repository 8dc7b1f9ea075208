// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { noClassicZod } from './no-classic-zod.ts'

// A throwaway project linked to the zod the portal installs, so the check is exercised by a real build
// of real zod entry points.
const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'))
const root = mkdtempSync(join(tmpdir(), 'no-classic-zod-'))
mkdirSync(join(root, 'node_modules'))
symlinkSync(zodRoot, join(root, 'node_modules/zod'), 'dir')
writeFileSync(
  join(root, 'mini.js'),
  'import * as z from "zod/mini"\nconsole.log(z.safeParse(z.string().check(z.minLength(1)), "x").success)\n',
)
writeFileSync(
  join(root, 'classic.js'),
  'import { z } from "zod"\nconsole.log(z.string().min(1).safeParse("x").success)\n',
)
writeFileSync(join(root, 'lazy.js'), 'document.body.onclick = () => import("./classic.js")\n')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const buildEntry = (entry: string) =>
  build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [noClassicZod()],
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
    await expect(buildEntry('lazy.js')).rejects.toThrow(/classic-[\w-]+\.js: classic zod/)
  })
})
