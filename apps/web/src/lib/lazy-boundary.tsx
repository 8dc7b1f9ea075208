import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = {
  /** What the user sees instead when the part's code could not be loaded. */
  fallback: ReactNode
  /** Told once, e.g. to show a notice or close the drawer that failed. */
  onError?: (error: unknown) => void
  children: ReactNode
}

/**
 * Around a lazily loaded part of the frame (a drawer, a menu, the notices): when its code cannot be
 * fetched (offline, server stopped), only that part falls back; the page and the header stay.
 */
export class LazyBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A part of the portal could not be loaded:', error, info.componentStack)
    this.props.onError?.(error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
