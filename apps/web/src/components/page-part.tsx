import { Alert } from '@/components/ui/alert.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { withChunkTimeout } from '@/lib/chunk-timeout.ts'
import { afterNextPaint } from './after-next-paint.ts'
import styles from './query-gate.module.css'

type PartState<P> = { component?: ComponentType<P>; failed?: true }

/**
 * A page's form as its own chunk: the page's heading and introduction are drawn without waiting for
 * the form library and the schemas (about 25 kB gzipped), and the returned component shows a loading
 * line in the form's place until its code has arrived, or an error when it cannot be fetched. `what`
 * names the form in both.
 *
 * It waits in state rather than suspending: React holds back a suspended part's reveal for up to
 * 300 ms after its fallback appeared, which on a phone only delays the form.
 */
export function pagePart<P extends object>(
  what: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const start = () =>
    (loading ??= withChunkTimeout(load()).then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Forgotten, so the next visit of the page tries again.
        loading = undefined
        throw error
      },
    ))

  function PagePart(props: P) {
    const [state, setState] = useState<PartState<P>>(() => (loaded ? { component: loaded } : {}))
    useEffect(() => {
      if (state.component || state.failed) return
      let current = true
      // Fetched once the heading has been painted: requested with it, the form's chunks shared a
      // phone's link and CPU with the page's first paint and held back its largest text (issue 42).
      const cancel = afterNextPaint(() =>
        start().then(
          // The form's first render is a transition, time-sliced: in the default lane the whole form
          // (react-hook-form, its fields) rendered in one task, a long one on a phone (issue 41).
          (component) => current && startTransition(() => setState({ component })),
          () => current && setState({ failed: true }),
        ),
      )
      return () => {
        current = false
        cancel()
      }
    }, [state])
    if (state.failed)
      return (
        <Alert severity="error">
          The {what} could not be loaded. Check your connection and reload the page.
        </Alert>
      )
    if (!state.component)
      return (
        <Stack direction="row" spacing={2} role="status" className={styles.loading}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading the {what}…</Typography>
        </Stack>
      )
    const Component = state.component
    return <Component {...props} />
  }
  return PagePart
}
