import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of its children once they throw: for code loaded on demand
 * (React.lazy), whose file can fail to come (the connection dropped, or a new release replaced
 * it). The page around it goes on working. `onFailure` hears of it once.
 */
export class LoadFailureBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; onFailure?: () => void },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch() {
    this.props.onFailure?.();
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
