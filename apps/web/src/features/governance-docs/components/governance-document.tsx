import { memo, useDeferredValue } from 'react'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useDrawn } from '@/components/use-drawn.ts'
import { useIdleAfter } from '@/components/use-idle-after.ts'
import { useAmendments, useSections, useSectionTextsSettled } from '../api/document.ts'
import { SectionDiff } from './section-diff.tsx'
import { SectionText } from './section-text.tsx'
import styles from './governance-document.module.css'
import { EmptyState } from '@/components/empty-state.tsx'
import { formatUtcDate } from '@portal/chain/time'

// Dates are written out by hand (formatUtcDate): the Intl formatter this module built as it was set up
// loaded the locale's date patterns, 60-250 ms of main thread at 4x slowdown (issue 41).
const dateText = (time: string) => formatUtcDate(time) ?? time

/** The operating agreement as it stands, section by section, then its amendments with their changes. */
export function GovernanceDocument() {
  // A query's answer reaches React through an external store, whose change renders in one blocking
  // pass; with deferred copies (as on /resolve/cases) that pass keeps the current screen, and the
  // texts' queries are set up, their reads sent and the sections drawn in a time-sliced render after
  // it (issue 41: the sections' answer and each text's were 100-220 ms tasks at 4x).
  const sections = useDeferredValue(useSections())
  const textsSettled = useDeferredValue(
    useSectionTextsSettled(sections.data?.map((section) => section.content) ?? []),
  )
  const sectionsGate = {
    isPending: sections.isPending || !textsSettled,
    isError: sections.isError,
    refetch: sections.refetch,
  }
  const sectionsDrawn = useDrawn(!sectionsGate.isPending)
  // The amendments (a history read, then the diff code with their first change) follow once the
  // sections are on screen and the browser has been idle: below the first screen, they would otherwise
  // share a phone's link with the section texts. Drawn later, they also do not push the sections down.
  const amendmentsShown = useIdleAfter(sectionsDrawn)
  return (
    <>
      <section aria-labelledby="document-heading">
        <Typography id="document-heading" component="h2" variant="h5" gutterBottom>
          Telos Blockchain Network Operating Agreement
        </Typography>
        <QueryGate queries={[sectionsGate]} what="document sections">
          {() =>
            sections.data?.length ? (
              <Stack spacing={2}>
                {sections.data.map((section) => (
                  <Paper
                    key={section.section_name}
                    variant="outlined"
                    component="article"
                    aria-label={`Section ${section.section_name}`}
                    className={styles.card}
                  >
                    <SectionText hash={section.content} />
                    <Typography variant="body2" color="textSecondary">
                      Last amended {dateText(section.last_amended)} by {section.amended_by}
                    </Typography>
                  </Paper>
                ))}
              </Stack>
            ) : (
              <EmptyState>This document has no sections yet.</EmptyState>
            )
          }
        </QueryGate>
      </section>
      {amendmentsShown && <Amendments />}
    </>
  )
}

/**
 * The amendments with their changes. Its own component, kept apart (memo) from the sections: the
 * history read's answer renders only this part, not every section's markdown again.
 */
const Amendments = memo(function Amendments() {
  const amendments = useDeferredValue(useAmendments())
  return (
    <section aria-labelledby="amendments-heading" className={styles.amendments}>
      <Typography id="amendments-heading" component="h2" variant="h5" gutterBottom>
        Amendments
      </Typography>
      <QueryGate queries={[amendments]} what="amendment history">
        {() => {
          const changes = (amendments.data ?? []).slice(1).reverse()
          if (changes.length === 0) return <Typography>The document has not been amended.</Typography>
          return (
            <Stack spacing={3}>
              {changes.map((amendment) => (
                <Paper
                  key={amendment.time}
                  variant="outlined"
                  component="article"
                  aria-label={`Amendment of ${dateText(amendment.time)}`}
                  className={styles.card}
                >
                  <Typography component="h3" variant="h6">
                    {dateText(amendment.time)} · by {amendment.amendedBy}
                  </Typography>
                  {amendment.changes.map((change) => (
                    <div key={change.section} className={styles.change}>
                      <Typography component="h4" variant="subtitle1">
                        Section {change.section}
                      </Typography>
                      <SectionDiff before={change.before} after={change.after} />
                    </div>
                  ))}
                </Paper>
              ))}
            </Stack>
          )
        }}
      </QueryGate>
    </section>
  )
})
