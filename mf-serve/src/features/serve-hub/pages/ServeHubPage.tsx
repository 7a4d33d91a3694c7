import type { Opportunity } from '@koinonia/contracts';
import { ListPage, useKeysetList, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';

function OpportunityCard({ opportunity }: { opportunity: Opportunity }) {
  const { t, code } = useLanguage();
  const starts = new Date(opportunity.startsAt).toLocaleDateString(code, { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <Card as="article" aria-labelledby={`opportunity-${opportunity.id}`}>
      <Muted>{opportunity.team.name}</Muted>
      <h2 id={`opportunity-${opportunity.id}`} style={{ margin: 0, fontSize: '1.125rem' }}>
        {opportunity.title}
      </h2>
      <p>{opportunity.description}</p>
      <Muted>
        {starts} · {opportunity.spotsFilled} {t('serve.volunteers', 'volunteers')} · {opportunity.spotsOpen}{' '}
        {t('serve.openSpots', 'open spots')}
      </Muted>
    </Card>
  );
}

/** /divine: the Serve Hub's opportunity board — where members can serve next. */
export function ServeHubPage() {
  const { t } = useLanguage();
  return (
    <ListPage
      title={t('serve.title', 'D.I.V.I.N.E. Serve Hub')}
      list={useKeysetList<Opportunity>('/api/opportunities')}
      empty={{ title: t('serve.emptyTitle', 'No open opportunities'), body: t('serve.emptyBody', 'Every team is fully staffed right now.') }}
      keyOf={(opportunity) => opportunity.id}
      renderItem={(opportunity) => <OpportunityCard opportunity={opportunity} />}
    />
  );
}
