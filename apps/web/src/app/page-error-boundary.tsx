import { Component, type ReactNode } from 'react'
import { useLocation, type Location } from 'react-router'
import { RouteError } from './route-error.tsx'

type Props = { location: Location; children: ReactNode }
type State = { error: unknown; location: Location }

const NO_ERROR = Symbol('no error')

/** Catches what a page throws (its chunk failing to load included) and shows RouteError in its place. */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: NO_ERROR, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  // A new address is a new chance: leaving a failed page (or changing its parameters) clears the error.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: NO_ERROR, location: props.location }
  }

  override render(): ReactNode {
    return this.state.error === NO_ERROR ? this.props.children : <RouteError error={this.state.error} />
  }
}

/**
 * True for a page's error boundary, which reports what it catches itself (RouteError logs it, except a
 * timed-out chunk, which it only shows), so React's default report would say it twice.
 */
export const isPageErrorBoundary = (boundary: unknown): boolean => boundary instanceof ErrorBoundary

/** A page's error boundary: a page that fails keeps the frame around it and offers a way back. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>
}
