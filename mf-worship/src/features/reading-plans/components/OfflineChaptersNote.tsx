import { Link } from 'react-router-dom';
import { PLAN_UPGRADE_PATH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Muted } from '@koinonia/ui';
import { useKeptChapters } from '../offline/use-kept-chapters';

/**
 * Under "My plans": how many of the plans' chapters this device keeps for reading offline, and what the member's plan
 * tier allows (SPEC §6: a limited number on free plans, every chapter ahead with Torchbearer).
 */
export function OfflineChaptersNote() {
  const { t } = useLanguage();
  const kept = useKeptChapters();
  if (!kept.data || (kept.data.kept === 0 && !kept.data.plan?.ahead)) return null;
  const { kept: count, plan } = kept.data;
  if (!plan) {
    return (
      <Muted>{t('plans.offlineKept', 'Chapters kept on this device for reading offline: {count}.', { count })}</Muted>
    );
  }
  if (plan.limit === null) {
    return (
      <Muted>
        {t(
          'plans.offlineAll',
          'Every chapter ahead in your plans is kept on this device for reading offline ({count}).',
          {
            count,
          },
        )}
      </Muted>
    );
  }
  return (
    <Muted>
      {t(
        'plans.offlineLimited',
        'Chapters of your plans kept on this device for reading offline: {count}. Your plan keeps up to {limit}; Torchbearer keeps every chapter ahead.',
        { limit: plan.limit, count },
      )}{' '}
      <Link to={PLAN_UPGRADE_PATH}>{t('plans.comparePlans', 'Compare plans')}</Link>
    </Muted>
  );
}
