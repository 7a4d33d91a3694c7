import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isAccessLevel, SIGNED_IN_HOME, type AccessLevel } from '@koinonia/contracts';
import { Card, ErrorState, Muted, Stack } from '@koinonia/ui';
import { useLanguage } from './shell-context';
import { useErrorText } from './error-text';

/** English names of the SPEC §6 access levels; each language translates them under `access.level.<level>`. */
const accessLevelFallbacks: Readonly<Record<AccessLevel, string>> = {
  group_admin: 'Group Admin',
  ministry_admin: 'Ministry Admin',
  church_admin: 'Church Admin',
  volunteer_management: 'Volunteer Management',
  staff: 'Church Staff',
  platform_staff: 'Platform Staff',
};

/**
 * What a refusal says about itself. Read by shape, not with `instanceof ApiError`: a remote bundles its
 * own api-client, so the error its shell-given apiRequest throws is not of the remote's ApiError class.
 */
function refusalOf(error: unknown): { requiredAccess?: AccessLevel } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, requiredAccess } = error as { status?: unknown; requiredAccess?: unknown };
  if (status !== 403) return null;
  return isAccessLevel(requiredAccess) ? { requiredAccess } : {};
}

function AccessDenied({ requiredAccess }: { requiredAccess?: AccessLevel }) {
  const { t } = useLanguage();
  const titleId = useId();
  const body = requiredAccess
    ? t('access.deniedBody', 'This page needs {access} access. Ask your church administrator if you think you should have it.').replace(
        '{access}',
        t(`access.level.${requiredAccess}`, accessLevelFallbacks[requiredAccess]),
      )
    : t('access.deniedBodyUnnamed', 'Ask your church administrator if you think you should have access to this page.');
  return (
    <Card aria-labelledby={titleId}>
      <Stack $gap={3}>
        <h2 id={titleId} style={{ margin: 0, fontSize: '1.25rem' }}>
          {t('access.deniedTitle', "You don't have access to this")}
        </h2>
        <Muted>{body}</Muted>
        <div>
          <Link to={SIGNED_IN_HOME}>{t('access.backToDashboard', 'Back to the dashboard')}</Link>
        </div>
      </Stack>
    </Card>
  );
}

/**
 * The state of a failed data read. A 403 says which access the screen needs and leads back to the
 * dashboard: trying again cannot help, so it offers no Retry. Any other failure (401 included) shows the
 * error's message, in the reader's language, with Retry, as ErrorState does.
 */
export function QueryErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const refusal = refusalOf(error);
  if (refusal) return <AccessDenied {...refusal} />;
  const message = messageOf(error);
  return <ErrorState message={message} onRetry={onRetry} retryLabel={t('section.retry', 'Retry')} />;
}
