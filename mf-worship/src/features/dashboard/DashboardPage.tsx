import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useAuth, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted, PageTitle, Stack } from '@koinonia/ui';
import { usePrayerWall } from '../prayer-wall/api';
import { PrayerCard } from '../prayer-wall/PrayerCard';

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const shortcuts = [
  { to: paths.prayerWall(), key: 'dashboard.prayerWall', label: 'Prayer Wall' },
  { to: paths.events(), key: 'dashboard.events', label: 'Upcoming events' },
  { to: paths.serveHub(), key: 'dashboard.serve', label: 'Serve Hub' },
];

/** /dashboard: the signed-in home — a greeting, shortcuts and the latest prayer requests. */
export function DashboardPage() {
  const { user } = useAuth();
  const { t } = useLanguage();
  const latest = usePrayerWall(3);
  const prayers = latest.items.slice(0, 3);
  return (
    <Stack $gap={6}>
      <div>
        <PageTitle>
          {t('dashboard.greeting', 'Welcome back')}, {user?.firstName}
        </PageTitle>
        <Muted>{t('dashboard.subtitle', 'Here is what is happening in your church.')}</Muted>
      </div>
      <nav aria-label={t('dashboard.shortcuts', 'Shortcuts')}>
        <Shortcuts>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <Card>
                <Link to={shortcut.to}>{t(shortcut.key, shortcut.label)}</Link>
              </Card>
            </li>
          ))}
        </Shortcuts>
      </nav>
      <section aria-labelledby="latest-prayers">
        <h2 id="latest-prayers">{t('dashboard.latestPrayers', 'Latest prayer requests')}</h2>
        <Stack>
          {prayers.map((prayer) => (
            <PrayerCard key={prayer.id} prayer={prayer} />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
