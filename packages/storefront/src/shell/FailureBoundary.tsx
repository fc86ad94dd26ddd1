import { ErrorState } from '@probuild/ui';
import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface FailureBoundaryProps {
  children: ReactNode;
  /** A change of it (the path) shows the children again: another page may well load. */
  resetKey?: string;
}

interface FailureBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * What shows instead of a blank screen when a part fails to load or to render: most often a script
 * a new release has replaced, or a connection that dropped while a page's chunk loaded. Reloading
 * takes the current release; around a page, the shell stays usable meanwhile.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<FailureBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: FailureBoundaryProps,
    state: FailureBoundaryState,
  ): Partial<FailureBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

function LoadFailed() {
  const intl = useIntl();
  return (
    <ErrorState
      message={intl.formatMessage({ id: 'shell.pageFailed' })}
      retryLabel={intl.formatMessage({ id: 'shell.reloadPage' })}
      onRetry={() => window.location.reload()}
    />
  );
}
