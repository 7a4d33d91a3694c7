import type { ReactNode } from 'react';
import { Alert, Button, Card, Centered, Muted, Spinner, Stack } from './primitives';

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Centered>
      <Spinner aria-label={label} />
    </Centered>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <Stack $gap={2}>
        <strong>{title}</strong>
        {children ? <Muted>{children}</Muted> : null}
      </Stack>
    </Card>
  );
}

export function ErrorState({ message, onRetry, retryLabel = 'Retry' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <Alert>
      <Stack $gap={3}>
        <span>{message}</span>
        {onRetry ? (
          <div>
            <Button type="button" $variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
