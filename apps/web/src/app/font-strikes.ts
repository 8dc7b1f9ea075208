// The first frame that draws a page's data used to be where the browser first met most of the type
// scale's strikes (a weight at a size in a family): each new one is a font look-up, 1–3 ms at 4×
// slowdown (on Linux a round trip to the browser process each), 7–16 ms of that frame's 43–50 ms on
// /trails/ballots, /resolve/cases and /resolve/case/3 (issue 41). index.html carries a hidden probe per
// strike (theme.css gives each its font); they are laid out here, one per task, while the boot waits
// for its chunks and the page for its reads. The browser keeps the fonts it has looked up. Not in idle
// callbacks or background tasks: with the boot's tasks queued, those ran after the first data frame.

/**
 * Lays out index.html's font probes one per task (2–16 ms each at 4×), then removes them. `nextTask`
 * is the entry's yield to the browser (main.tsx).
 */
export async function lookUpFontStrikes(nextTask: () => Promise<void>): Promise<void> {
  const host = document.querySelector('.font-probes')
  if (!host) return
  for (const probe of host.querySelectorAll<HTMLElement>('[hidden]')) {
    await nextTask()
    probe.hidden = false
    // Reading its width lays it out now, in this task, with its font looked up.
    void probe.offsetWidth
  }
  host.remove()
}
