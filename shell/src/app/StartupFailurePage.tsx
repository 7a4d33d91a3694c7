import { Button, Card, Muted, PageTitle, Stack } from '@koinonia/ui';

/** SPEC §2: the start-failure fallback, when the shell itself rendered but could not start the app. */
export function StartupFailurePage({ error }: { error: unknown }) {
  return (
    <main role="alert">
      <Card style={{ maxWidth: '32rem', margin: '15vh auto', textAlign: 'center' }}>
        <Stack>
          <PageTitle>Loading error. Please refresh the page.</PageTitle>
          <Muted>{error instanceof Error ? error.message : String(error)}</Muted>
          <div>
            <Button type="button" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
          </div>
        </Stack>
      </Card>
    </main>
  );
}
