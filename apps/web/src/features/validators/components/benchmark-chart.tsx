import { useMemo } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { benchmarkTime, type Benchmark } from '../api/benchmarks.ts'
import { byProducer, chartSeries } from '../api/benchmark-stats.ts'

// Recharts lives only in this module, which the benchmark section loads lazily: no other route's
// chunks carry it.

const COLORS = ['#571aff', '#00a0a0', '#e65100', '#2e7d32', '#c2185b', '#1565c0', '#6d4c41', '#f9a825']
/** Above this many points per line, dots are left out: thousands of SVG circles make the page slow. */
const DOT_LIMIT = 60
/**
 * Above this many runs a validator's line shows one median point per time slot: a week by 30
 * validators (20 000 runs) otherwise blocks the main thread for seconds while Recharts lays it out
 * (bench/validators.ts). The summary under the chart still counts every run.
 */
const MAX_POINTS_PER_LINE = 150

const timeLabel = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
/**
 * A y-axis label on one line ("600K µs"): Recharts wraps a tick's text at spaces to the axis width,
 * so the unit is joined by a no-break space.
 */
const cpuLabel = (us: number) => `${compact.format(us)}\u00a0µs`

/** cpu_usage_us over time, one line per validator. */
export default function BenchmarkChart({ benchmarks }: { benchmarks: readonly Benchmark[] }) {
  const lines = useMemo(
    () =>
      [...byProducer(benchmarks)].map(([producer, runs]) => ({
        producer,
        points: chartSeries(
          runs.map((run) => ({ time: benchmarkTime(run), cpu: run.cpu_usage_us })),
          MAX_POINTS_PER_LINE,
        ),
      })),
    [benchmarks],
  )
  return (
    <ResponsiveContainer width="100%" height={320}>
      {/* Room above the plot for the top tick's label, which is centred on the top grid line. */}
      <LineChart margin={{ top: 16, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={timeLabel}
          allowDuplicatedCategory={false}
        />
        <YAxis dataKey="cpu" tickFormatter={cpuLabel} width={72} />
        <Tooltip labelFormatter={(value) => timeLabel(Number(value))} />
        <Legend />
        {lines.map((line, index) => (
          <Line
            key={line.producer}
            data={line.points}
            dataKey="cpu"
            name={line.producer}
            stroke={COLORS[index % COLORS.length]}
            dot={line.points.length <= DOT_LIMIT}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  )
}
