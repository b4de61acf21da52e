// The routing error screen: a page that fails to render, or whose chunk fails to load (for
// example offline), shows 'Unexpected Application Error!' inside the header and footer.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logClientError } from '../../lib/error-log';
import { RouteErrorScreen } from './route-error-screen';

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logClientError(error, 'route', info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteErrorScreen /> : this.props.children;
  }
}
