import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Field, Muted, PageTitle, Stack } from '@koinonia/ui';
import { faqEntries, searchFaq } from './faq';

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  summary { cursor: pointer; font-weight: 600; }
  details p { margin: ${({ theme }) => theme.space(2)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover, a:focus-visible { border-color: ${({ theme }) => theme.colors.primary}; }
  strong { display: block; color: ${({ theme }) => theme.colors.primary}; }
`;

const supportLinks = [
  { path: '/help-docs', title: 'Help docs', text: 'Guides to every part of the app.' },
  { path: '/faq', title: 'FAQ', text: 'Answers about plans, churches and the product.' },
  { path: '/contact-us', title: 'Contact us', text: 'Write to the Koinonia team.' },
  { path: '/support', title: 'Support', text: 'Technical help, church partnerships and demos.' },
] as const;

/** /help (SPEC §2, reached from the avatar menu's Help & Support): a searchable FAQ and where to ask more. */
export default function HelpPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useState('');
  const resultsId = useId();
  const translated = faqEntries.map((entry) => ({
    id: entry.id,
    question: t(`help.faq.${entry.id}.question`, entry.question),
    answer: t(`help.faq.${entry.id}.answer`, entry.answer),
  }));
  const found = searchFaq(translated, search);

  return (
    <Stack $gap={6}>
      <div>
        <PageTitle>{t('help.title', 'Help & Support')}</PageTitle>
        <Muted>{t('help.intro', 'Find answers to common questions, or reach the Koinonia team.')}</Muted>
      </div>

      <section aria-labelledby={`${resultsId}-faq`}>
        <Stack $gap={3}>
          <h2 id={`${resultsId}-faq`}>{t('help.faqTitle', 'Frequently asked questions')}</h2>
          <Field>
            {t('help.search', 'Search help')}
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-controls={resultsId} />
          </Field>
          {/* Only the outcome is announced while typing, not the whole list. */}
          <Muted role="status">
            {found.length === 0
              ? t('help.noResults', 'No answers match your search. Try other words, or contact us below.')
              : search.trim()
                ? t('help.resultCount', '{count} matching answers').replace('{count}', String(found.length))
                : null}
          </Muted>
          <Questions id={resultsId}>
            {found.map((entry) => (
              <details key={entry.id}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </Questions>
        </Stack>
      </section>

      <section aria-labelledby={`${resultsId}-more`}>
        <Stack $gap={3}>
          <h2 id={`${resultsId}-more`}>{t('help.moreTitle', 'More help')}</h2>
          <Links>
            {supportLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>
                  <strong>{t(`help.links.${link.path.slice(1)}.title`, link.title)}</strong>
                  {t(`help.links.${link.path.slice(1)}.text`, link.text)}
                </Link>
              </li>
            ))}
          </Links>
        </Stack>
      </section>

      <Card>
        <Stack $gap={2}>
          <strong>{t('help.privacyTitle', 'Privacy first')}</strong>
          <Muted>
            {t('help.privacyNote', 'Koinonia is privacy-first: no ad tracking and no data resale. We use your data only to run the app for you and your church.')}
          </Muted>
        </Stack>
      </Card>
    </Stack>
  );
}
