import { LinearProgress } from '@/components/ui/linear-progress.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Table } from '@/components/ui/table.tsx'
import { TableBody } from '@/components/ui/table-body.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableHead } from '@/components/ui/table-head.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import { ToggleButton } from '@/components/ui/toggle-button.tsx'
import { ToggleButtonGroup } from '@/components/ui/toggle-button-group.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { CPU_BENCHMARK_DEFAULT_DAYS } from '@portal/chain/constants'
import { lazy, Suspense, useMemo, useState } from 'react'
import { QueryGate } from '@/components/query-gate.tsx'
import { ScrollTable } from '@/components/scroll-table.tsx'
import { useNearViewport } from '@/lib/use-near-viewport.ts'
import { useIdleAfter } from '@/components/use-idle-after.ts'
import { BENCHMARK_PERIODS, useBenchmarks, type BenchmarkPeriod } from '../api/benchmarks.ts'
import { summarize } from '../api/benchmark-stats.ts'
import styles from './benchmark-section.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

const BenchmarkChart = lazy(() => import('./benchmark-chart.tsx'))

/** How far below the screen the section may be when its history starts loading: about a phone's screen. */
const NEAR_MARGIN = '800px'

const microseconds = (value: number) => `${Math.round(value).toLocaleString('en-US')} µs`

/** CPU benchmarks from history: a period picker, progress while pages load, the chart and a summary. */
export function BenchmarkSection() {
  const [days, setDays] = useState<BenchmarkPeriod>(CPU_BENCHMARK_DEFAULT_DAYS as BenchmarkPeriod)
  // The history is read page by page (a month is thousands of runs): it starts when the section comes
  // near the screen, after the validators table above it has been painted, not with the page's reads;
  // and once the section itself is on screen: its introduction can be the page's largest text, and a
  // read started before a busy phone had shown it counted before it in Lighthouse's simulated load
  // (issue 41).
  const [sectionBox, sectionNear] = useNearViewport(NEAR_MARGIN)
  const benchmarks = useBenchmarks(days, useIdleAfter(sectionNear))
  const runsRead = useMemo(() => benchmarks.data ?? [], [benchmarks.data])
  const summary = useMemo(() => summarize(runsRead), [runsRead])
  // Laying out the chart takes over a second of a phone's CPU; it sits below the validators table, so
  // it is built as the reader scrolls towards it, in a box of its final height.
  const [chartBox, chartNear] = useNearViewport()
  const { actions, pages } = benchmarks.progress
  const runs = actions.toLocaleString('en-US')
  return (
    <section aria-labelledby="benchmarks-heading" className={styles.section} ref={sectionBox}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className={styles.header}>
        <Typography id="benchmarks-heading" component="h2" variant="h5">
          CPU benchmarks
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={days}
          aria-label="Benchmark period"
          onChange={(_event, value: BenchmarkPeriod | null) => value && setDays(value)}
        >
          {BENCHMARK_PERIODS.map((period) => (
            <ToggleButton key={period} value={period} className={styles.period}>
              {period === 1 ? '1 day' : `${period} days`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography color="textSecondary" className={styles.intro}>
        Validators run the eosmechanics <code>cpu</code> benchmark while they produce; the chart shows its CPU
        time per run (lower is faster). A validator with many runs in the period has one point per time slot,
        the median of its runs there; the table counts every run.
      </Typography>
      <QueryGate
        queries={[benchmarks]}
        what="benchmarks"
        indicator={<LinearProgress aria-label="Loading benchmarks" className={styles.progress} />}
        loadingText={`Loading benchmarks… ${runs} runs in ${pages === 1 ? '1 page' : `${pages} pages`}`}
        errorText={(error) =>
          `The benchmark history could not be read: ${error instanceof Error ? error.message : String(error)}`
        }
      >
        {() =>
          summary.length === 0 ? (
            <EmptyState compact>No benchmark runs in this period.</EmptyState>
          ) : (
            <>
              <div
                role="img"
                aria-label={`CPU benchmark chart: ${runsRead.length} runs by ${summary.length} validators`}
                data-testid="benchmark-chart"
                ref={chartBox}
                className={styles.chart}
              >
                {chartNear && (
                  <Suspense fallback={<LinearProgress aria-label="Loading the chart" />}>
                    <BenchmarkChart benchmarks={runsRead} />
                  </Suspense>
                )}
              </div>
              <ScrollTable label="Benchmark summary">
                <Table size="small" aria-label="Benchmark summary">
                  <TableHead>
                    <TableRow>
                      <TableCell>Validator</TableCell>
                      <TableCell align="right">Median</TableCell>
                      <TableCell align="right">95th percentile</TableCell>
                      <TableCell align="right">Runs</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {summary.map((row) => (
                      <TableRow key={row.producer}>
                        <TableCell>{row.producer}</TableCell>
                        <TableCell align="right">{microseconds(row.median)}</TableCell>
                        <TableCell align="right">{microseconds(row.p95)}</TableCell>
                        <TableCell align="right">{row.count}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollTable>
            </>
          )
        }
      </QueryGate>
    </section>
  )
}
