import { act, render } from '@testing-library/react'
import { Suspense, lazy } from 'react'
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  createMemoryRouter,
  RouterProvider,
} from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BallotLike } from '@portal/chain/governance/ballots'
import { TransitionRouter } from '@/lib/transition-router.tsx'
import { resetLandingRedirect, useLandingRedirect } from './landing-redirect.ts'

const future = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19)
const live: BallotLike[] = [
  { ballot_name: 'elect1', category: 'election', status: 'voting', end_time: future },
]
const pollsOnly: BallotLike[] = [
  { ballot_name: 'poll1', category: 'poll', status: 'voting', end_time: future },
]

function List({ ballots }: { ballots: readonly BallotLike[] | undefined }) {
  useLandingRedirect(true, ballots)
  return <p>list</p>
}

function open(ballots: readonly BallotLike[] | undefined) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <List ballots={ballots} /> },
      { path: '/trails/elections', element: <p>elections</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => resetLandingRedirect())

describe('landing redirect', () => {
  it('R-ROUTE-02 R-ROUTE-04: the first ballots with a live election send / to the elections, once', async () => {
    const router = open(live)
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/trails/elections')
    const again = open(live)
    await act(async () => {})
    expect(again.state.location.pathname).toBe('/')
  })

  it('R-ROUTE-03: no election or leaderboard voting: / stays', async () => {
    const router = open(pollsOnly)
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/')
  })

  it('waits for the first ballots before deciding', async () => {
    const router = open(undefined)
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/')
    const later = open(live)
    await act(async () => {})
    expect(later.state.location.pathname).toBe('/trails/elections')
  })
})

describe('landing redirect, as the list sees it', () => {
  function Probe({ ballots }: { ballots: readonly BallotLike[] | undefined }) {
    return <p>{useLandingRedirect(true, ballots) ? 'redirecting' : 'list'}</p>
  }
  // The elections page's chunk never arrives here, so the redirect stays under way.
  const NeverLoads = lazy(() => new Promise<never>(() => {}))
  const renderLanding = (ballots: readonly BallotLike[]) =>
    render(
      <TransitionRouter history={createMemoryHistory({ v5Compat: true })}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<Probe ballots={ballots} />} />
            <Route path="/trails/elections" element={<NeverLoads />} />
          </Routes>
        </Suspense>
      </TransitionRouter>,
    )

  it('R-ROUTE-02: the list is not shown on its way to the elections, and is when it stays', async () => {
    const redirecting = renderLanding(live)
    expect(redirecting.container.textContent).toBe('redirecting')
    await act(async () => {})
    expect(redirecting.container.textContent).toBe('redirecting')
    redirecting.unmount()
    resetLandingRedirect()
    const staying = renderLanding(pollsOnly)
    await act(async () => {})
    expect(staying.container.textContent).toBe('list')
  })
})
