import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useShell } from '@koinonia/shell-contract';
import { loadSection, reloadRemote } from './remote-loader';

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/** Catches a failed load and a render error alike; the rest of the app keeps working. */
class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[koinonia] section failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <SectionUnavailable onRetry={this.props.onRetry} />;
  }
}

function SectionUnavailable({ onRetry }: { onRetry(): void }) {
  const { language } = useShell();
  return (
    <Card role="alert" aria-live="assertive">
      <Stack $gap={3}>
        <strong>{language.t('section.loadFailed', 'This section could not be loaded')}</strong>
        <Muted>{language.t('section.loadFailedHint', 'Check your connection and try again. The rest of Koinonia still works.')}</Muted>
        <div>
          <Button type="button" onClick={onRetry}>
            {language.t('section.retry', 'Retry')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** DESIGN: loads a remote's ./Section only when its route is entered, inside an error boundary. */
export function RemoteSection({ remote, basePath }: { remote: string; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => lazy(() => loadSection(remote).then((component) => ({ default: component }))), [remote, attempt]);
  const retry = () => {
    reloadRemote(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <SectionBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <Section basePath={basePath} />
      </Suspense>
    </SectionBoundary>
  );
}
