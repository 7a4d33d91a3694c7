import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useAuth, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted, PageTitle, Stack } from '@koinonia/ui';

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const shortcuts = [
  { to: paths.bibleReading(), key: 'dashboard.bibleReading', label: 'Bible Reading' },
  { to: paths.prayerWall(), key: 'dashboard.prayerWall', label: 'Prayer Wall' },
  { to: paths.events(), key: 'dashboard.events', label: 'Upcoming events' },
  { to: paths.serveHub(), key: 'dashboard.serve', label: 'Serve Hub' },
];

/**
 * /dashboard and /home: the signed-in home — a greeting, the verse of the day, today's reading and streak, shortcuts
 * and the latest prayer requests; the section hands in what other features show (a feature does not import another).
 */
export function DashboardPage({
  latestPrayers,
  verseOfTheDay,
  todaysReading,
}: {
  latestPrayers: ReactNode;
  verseOfTheDay: ReactNode;
  todaysReading?: ReactNode;
}) {
  const { user } = useAuth();
  const { t } = useLanguage();
  return (
    <Stack $gap={6}>
      <div>
        <PageTitle>
          {t('dashboard.greeting', 'Welcome back')}, {user?.firstName}
        </PageTitle>
        <Muted>{t('dashboard.subtitle', 'Here is what is happening in your church.')}</Muted>
      </div>
      {verseOfTheDay}
      {todaysReading}
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
        {latestPrayers}
      </section>
    </Stack>
  );
}
