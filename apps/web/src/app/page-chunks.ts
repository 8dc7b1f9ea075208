import { yieldToMain } from '@/lib/yield-to-main.ts'
import { PAGE_CHUNK_ATTRIBUTE } from './html-marks.ts'

/** How long one chunk may take to arrive before the portal stops waiting for it and starts. */
const CHUNK_WAIT_MS = 2_000

/**
 * Sets up the first page's chunks one per task, the last imported first: importing the page sets up
 * its whole module graph in one task (the read path with zod/mini and TanStack, the contracts'
 * descriptors, the page: 70–110 ms at 4× slowdown, issue 41), where each chunk set up on its own is a
 * fraction of that. The chunks were preloaded with the page's HTML, so this waits for no round trip;
 * one that has not arrived in CHUNK_WAIT_MS, or fails, ends it, and the page's own import (with its
 * timeout and error) takes over.
 */
export async function setUpPageChunks(): Promise<void> {
  const links = document.head.querySelectorAll<HTMLLinkElement>(
    `link[rel="modulepreload"][${PAGE_CHUNK_ATTRIBUTE}]`,
  )
  for (const { href } of [...links].reverse()) {
    const arrived = await Promise.race([
      import(/* @vite-ignore */ href).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, CHUNK_WAIT_MS, false)),
    ])
    if (!arrived) return
    await yieldToMain()
  }
}
