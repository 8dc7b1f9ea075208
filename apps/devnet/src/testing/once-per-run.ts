// A job done once per test run, whichever process asks first: the run's test files run in several
// worker processes, and the first that needs a demo world (demo-world.ts) or the bundled devnet
// (devnet-bundle.ts) makes it while the others wait. The claim is an atomic mkdir in the run's
// template folder; the waiters watch for the file that says how the job ended, so nobody races the
// job with a timer, however long a busy machine makes it.
import { existsSync, mkdirSync, readFileSync, watch, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Runs `job` if this is the run's first call for `name` in `templates`; otherwise waits for that call's outcome. */
export async function oncePerRun(templates: string, name: string, job: () => Promise<void>): Promise<void> {
  const outcome = { ready: join(templates, `${name}.ready`), failed: join(templates, `${name}.failed`) }
  if (claim(join(templates, `${name}.claim`))) {
    try {
      await job()
    } catch (error) {
      writeFileSync(outcome.failed, error instanceof Error ? (error.stack ?? error.message) : String(error))
      throw error
    }
    writeFileSync(outcome.ready, '')
    return
  }
  const ended = await firstFile(templates, [outcome.ready, outcome.failed])
  if (ended === outcome.failed)
    throw new Error(`The run's ${name} job failed: ${readFileSync(outcome.failed, 'utf8')}`)
}

/** True for the one caller that creates `dir`. */
function claim(dir: string): boolean {
  try {
    mkdirSync(dir)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** Resolves with whichever of `files` (in `folder`) exists first, now or once it is written. */
function firstFile(folder: string, files: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const watcher = watch(folder)
    const check = () => {
      const found = files.find((file) => existsSync(file))
      if (found === undefined) return
      watcher.close()
      resolve(found)
    }
    watcher.on('change', check)
    watcher.on('error', (error) => {
      watcher.close()
      reject(error)
    })
    // Checked once the watcher is set up, so a file written in between is not missed.
    check()
  })
}
