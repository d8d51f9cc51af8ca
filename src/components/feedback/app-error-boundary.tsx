/** Catches rendering errors anywhere below it and offers a reload instead of a blank page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { t } from '@/lib/i18n';

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorState messages={[t('common.genericError')]} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
