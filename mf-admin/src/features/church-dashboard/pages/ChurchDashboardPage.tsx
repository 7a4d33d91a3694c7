import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { GivingSummary } from '@koinonia/contracts';
import { QueryErrorState, useApi, useLanguage } from '@koinonia/shell-contract';
import { Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { formatCurrency } from '@koinonia/i18n';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
  dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
`;

/** /admin: the church dashboard — giving at a glance for church administrators. */
export function ChurchDashboardPage() {
  const { t, code } = useLanguage();
  const apiRequest = useApi();
  const summary = useQuery({
    queryKey: ['/api/giving/summary'],
    queryFn: () => apiRequest<GivingSummary>('GET', '/api/giving/summary'),
  });
  const money = (cents: number) => formatCurrency(cents / 100, summary.data?.currency ?? 'USD', code);

  let content;
  if (summary.isPending) content = <LoadingState />;
  else if (summary.isError) content = <QueryErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  else
    content = (
      <Stack>
        <Card>
          <Figures>
            <div>
              <dt>{t('admin.totalGiving', 'Total giving')}</dt>
              <dd>{money(summary.data.totalCents)}</dd>
            </div>
            <div>
              <dt>{t('admin.last30Days', 'Last 30 days')}</dt>
              <dd>{money(summary.data.last30DaysCents)}</dd>
            </div>
            <div>
              <dt>{t('admin.donations', 'Donations')}</dt>
              <dd>{summary.data.donationCount}</dd>
            </div>
            <div>
              <dt>{t('admin.donors', 'Donors')}</dt>
              <dd>{summary.data.donorCount}</dd>
            </div>
          </Figures>
        </Card>
        <Card aria-labelledby="by-fund">
          <h2 id="by-fund" style={{ marginTop: 0 }}>
            {t('admin.byFund', 'Giving by fund')}
          </h2>
          <Stack $gap={2}>
            {summary.data.byFund.map((fund) => (
              <Muted key={fund.fund}>
                {fund.fund}: <strong>{money(fund.totalCents)}</strong>
              </Muted>
            ))}
          </Stack>
        </Card>
      </Stack>
    );

  return (
    <section aria-labelledby="church-dashboard-title">
      <PageTitle id="church-dashboard-title">{t('admin.churchDashboard', 'Church Dashboard')}</PageTitle>
      {content}
    </section>
  );
}
