import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { roleLabel, type PersonCard } from '@koinonia/contracts';
import { paths, useLanguage } from '@koinonia/shell-contract';
import { Avatar, Card, Muted } from '@koinonia/ui';
import { ContactActions } from './ContactActions';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A line under the card's details. */
const Note = styled(Muted)`
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

const About = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  white-space: pre-line;
`;

/** The avatar's initials come from the first and the last word of the name. */
function nameParts(displayName: string) {
  const words = displayName.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? words[words.length - 1] : '' };
}

/** One person as the member may see them: name and role, what they share, communities in common, and what to do. */
export function PersonCardView({ person, headingLevel = 2 }: { person: PersonCard; headingLevel?: 1 | 2 }) {
  const { t } = useLanguage();
  const headingId = `person-${person.userId}`;
  const communities = person.communitiesInCommon.map((community) => community.name).join(', ');
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Header>
        <Avatar {...nameParts(person.displayName)} imageUrl={person.profileImageUrl} size={48} />
        <div>
          <Name as={headingLevel === 1 ? 'h1' : 'h2'} id={headingId} dir="auto">
            {headingLevel === 1 ? person.displayName : <Link to={paths.person(person.userId)}>{person.displayName}</Link>}
          </Name>
          <Muted as="span">{roleLabel(person.role, t)}</Muted>
        </div>
      </Header>
      {person.about ? <About dir="auto">{person.about}</About> : null}
      {person.phone || person.email ? (
        <Details>
          {person.phone ? (
            <>
              <dt>{t('people.phone', 'Phone')}</dt>
              <dd>
                <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {person.phone}
                </a>
              </dd>
            </>
          ) : null}
          {person.email ? (
            <>
              <dt>{t('people.email', 'Email')}</dt>
              <dd>
                <a href={`mailto:${person.email}`} dir="ltr">
                  {person.email}
                </a>
              </dd>
            </>
          ) : null}
        </Details>
      ) : null}
      {communities ? <Note>{t('people.inCommon', 'Communities in common: {names}', { names: communities })}</Note> : null}
      {person.findable ? null : (
        <Note>{t('people.notFindable', 'This person no longer shares their details in the directory.')}</Note>
      )}
      <ContactActions person={person} />
    </Card>
  );
}
