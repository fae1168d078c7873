import { Component, type ReactNode } from 'react'
import { RouteError } from './route-error'

type ScreenBoundaryProps = {
  children: ReactNode
  /** A new value (another path) clears the error. */
  resetKey: string
}
type ScreenBoundaryState = { error: unknown; resetKey: string; failed: boolean }

/** Catches a screen that failed to render or to download, and offers to try again. */
export class ScreenBoundary extends Component<ScreenBoundaryProps, ScreenBoundaryState> {
  override state: ScreenBoundaryState = { error: null, resetKey: this.props.resetKey, failed: false }

  static getDerivedStateFromError(error: unknown): Partial<ScreenBoundaryState> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(
    props: ScreenBoundaryProps,
    state: ScreenBoundaryState,
  ): Partial<ScreenBoundaryState> | null {
    // Leaving the failed screen clears the error.
    if (props.resetKey !== state.resetKey) return { error: null, failed: false, resetKey: props.resetKey }
    return null
  }

  private retry = () => this.setState({ error: null, failed: false })

  override render() {
    if (this.state.failed) return <RouteError error={this.state.error} onRetry={this.retry} />
    return this.props.children
  }
}
