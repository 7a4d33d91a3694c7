import { Link } from 'react-router-dom';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted, PageTitle, Stack } from '@koinonia/ui';

/** SPEC §2: any unmatched path. */
export function NotFoundPage() {
  const { t } = useLanguage();
  return (
    <section>
      <Card style={{ maxWidth: '32rem', margin: '10vh auto' }}>
        <Stack>
          <PageTitle>{t('notFound.title', 'Page not found')}</PageTitle>
          <Muted>{t('notFound.body', 'The page you are looking for does not exist or has moved.')}</Muted>
          <Link to="/">{t('nav.backToHome', 'Back to home')}</Link>
        </Stack>
      </Card>
    </section>
  );
}
