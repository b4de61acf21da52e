// Wraps a form: a render error shows the spec's form fallback with Retry, and is logged.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { logClientError } from '../lib/error-log';

function FormErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <p className="mb-4">{t('common.errorScreens.form.text')}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        {t('common.errorScreens.form.retry')}
      </button>
    </div>
  );
}

export class FormErrorBoundary extends Component<{ name: string; children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logClientError(error, `form:${this.props.name}`, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <FormErrorFallback onRetry={() => this.setState({ hasError: false })} />;
    return this.props.children;
  }
}
