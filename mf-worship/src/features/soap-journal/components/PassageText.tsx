import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Muted } from '@koinonia/ui';
import { usePassage } from '../api';

const Quote = styled.blockquote`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  font-family: Georgia, 'Times New Roman', serif;
  line-height: 1.6;
  p {
    margin: 0;
  }
  sup {
    margin-inline-end: 0.25em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The passage's text (World English Bible) under its reference; nothing while there is no reference. */
export function PassageText({ reference }: { reference: string }) {
  const { t } = useLanguage();
  const passage = usePassage(reference);
  if (!reference || passage.isPending) return null;
  if (passage.isError)
    return <Muted>{t('soap.passageUnavailable', 'The text of this passage could not be shown')}</Muted>;
  return (
    <Quote aria-label={passage.data.reference} lang="en" dir="ltr">
      <p>
        {passage.data.verses.map((verse) => (
          <span key={`${verse.chapter}:${verse.verse}`}>
            <sup>{verse.verse}</sup>
            {verse.text}{' '}
          </span>
        ))}
      </p>
    </Quote>
  );
}
