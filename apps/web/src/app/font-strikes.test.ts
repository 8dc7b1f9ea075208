import { afterEach, describe, expect, it } from 'vitest'
import { lookUpFontStrikes } from './font-strikes.ts'

afterEach(() => document.body.replaceChildren())

const PAGE = '<div id="root"><p>Case 3</p></div>'
const PROBES =
  '<div class="font-probes" aria-hidden="true"><span data-font="body2" hidden>Telos 0</span><span data-font="h4" hidden>Telos 0</span></div>'

/** A yield to the browser whose tasks the test starts one at a time: `next()` runs the next one. */
function tasksByHand(): { nextTask: () => Promise<void>; next: () => Promise<void> } {
  const waiting: (() => void)[] = []
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    next: async () => {
      waiting.shift()?.()
      // Let the task run to its next yield.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
    },
  }
}

describe('looking up the type scale’s fonts at boot', () => {
  it('R-READ-40: lays out index.html’s font probes one per task, in order, then leaves the page as it was', async () => {
    document.body.innerHTML = PAGE + PROBES
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>('[data-font]')].map((probe) => !probe.hidden)
    const tasks = tasksByHand()
    const done = lookUpFontStrikes(tasks.nextTask)
    // Nothing is laid out in the task that starts it: the boot goes on first.
    expect(shown()).toEqual([false, false])
    await tasks.next()
    expect(shown()).toEqual([true, false])
    // The last probe is laid out, then the probes leave, in the same task.
    await tasks.next()
    expect(document.body.innerHTML).toBe(PAGE)
    await done
  })

  it('R-READ-40: a page without the probes (a test page, an old index.html) is left alone', async () => {
    document.body.innerHTML = PAGE
    await lookUpFontStrikes(tasksByHand().nextTask)
    expect(document.body.innerHTML).toBe(PAGE)
  })
})
