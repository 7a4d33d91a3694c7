import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** All · Prayers · Verses · Reflections: each a path of its own (/saved/prayers …), so a link or Back finds it. */
export function SavedTabs() {
  const { t } = useLanguage();
  const tabs = [
    ['/saved', t('saved.tab.all', 'All')],
    ['/saved/prayers', t('saved.tab.prayers', 'Prayers')],
    ['/saved/verses', t('saved.tab.verses', 'Verses')],
    ['/saved/reflections', t('saved.tab.reflections', 'Reflections')],
  ] as const;
  return (
    <Tabs aria-label={t('saved.tabs', 'Kinds of saved items')}>
      {tabs.map(([to, label]) => (
        <NavLink key={to} to={to} end>
          {label}
        </NavLink>
      ))}
    </Tabs>
  );
}
