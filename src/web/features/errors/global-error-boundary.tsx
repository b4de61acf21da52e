// The global fallback for any uncaught rendering error (spec section 8). Its texts come from
// the translator, which is loaded before the app renders.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logClientError } from '../../lib/error-log';
import { GlobalErrorScreen } from './global-error-screen';

interface State {
  hasError: boolean;
}

export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logClientError(error, 'global', info.componentStack);
  }

  override render() {
    return this.state.hasError ? <GlobalErrorScreen /> : this.props.children;
  }
}
