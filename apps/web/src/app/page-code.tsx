import { createElement, startTransition, use, useEffect, useState, type ComponentType } from 'react'
import { withChunkTimeout } from '@/lib/chunk-timeout.ts'
import { settleFirstPage } from '@/lib/first-page.ts'
import { PortalLoading } from './layouts/portal-loading.tsx'

/** The User Timing mark set each time a page's code has arrived. */
export const PAGE_CODE_MARK = 'portal:page-code'

/**
 * A page's code, fetched once (with the chunk timeout) and then read synchronously. A failed fetch is
 * forgotten, so the next visit of the route tries again.
 */
export class PageCode {
  private readonly load: () => Promise<ComponentType>
  private promise: Promise<ComponentType> | undefined
  /** The page component once its code has arrived. */
  page: ComponentType | undefined

  constructor(load: () => Promise<ComponentType>) {
    this.load = load
  }

  /** Starts the fetch if it has not started; the same promise until it fails. */
  start(): Promise<ComponentType> {
    if (this.promise) return this.promise
    const promise = withChunkTimeout(this.load())
    this.promise = promise
    promise.then(
      (page) => {
        this.page = page
        // When the page's code is here, for traces and bench/profile-page.ts: the reads a route starts
        // with its chunks often answer before it, and the renders that draw them follow it.
        performance.mark(PAGE_CODE_MARK)
      },
      () => {
        if (this.promise === promise) this.promise = undefined
      },
    )
    return promise
  }
}

/** Set once any page has been on screen; from then on a page that is not here yet suspends. */
let firstPageShown = false

/**
 * A route's page. Later navigations suspend while the next page's code arrives, so the transition
 * keeps the current page on screen with the loading bar. The first page of a visit waits in state
 * instead: React holds back a suspended tree's reveal for up to 300 ms after its fallback appeared,
 * which on a phone's first load only delays the page.
 */
export function RoutePage({ code }: { code: PageCode }) {
  const [first, setFirst] = useState<FirstLoad>(() =>
    !firstPageShown && !code.page ? { state: 'waiting' } : { state: 'ready' },
  )
  useEffect(() => {
    firstPageShown = true
    // The page (a child) has committed by now, or its error boundary shows why it did not.
    if (first.state !== 'waiting') return settleFirstPage()
    let current = true
    code.start().then(
      // The page's first render is a transition (time-sliced): it can be the largest render of the
      // visit, and in a blocking lane it is one long task.
      () => current && startTransition(() => setFirst({ state: 'ready' })),
      (error: unknown) => {
        settleFirstPage()
        if (current) setFirst({ state: 'failed', error })
      },
    )
    return () => {
      current = false
    }
  }, [code, first.state])
  if (first.state === 'waiting') return <PortalLoading />
  // The page's error boundary shows why, as it does for a later navigation's failed chunk.
  if (first.state === 'failed') throw first.error
  return <LoadedPage code={code} />
}

type FirstLoad = { state: 'waiting' } | { state: 'ready' } | { state: 'failed'; error: unknown }

function LoadedPage({ code }: { code: PageCode }) {
  // `use` may be called conditionally: once the code is here, rendering never suspends. The page is
  // its module's export, the same component on every render.
  return createElement(code.page ?? use(code.start()))
}
