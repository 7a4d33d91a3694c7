import { useSearchParams } from 'react-router-dom';
import { formatNumber } from '@koinonia/i18n';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Muted, PageTitle, Stack } from '@koinonia/ui';
import { useJoinLink, useJoinRequests } from '../api';
import { JoinLinkPanel } from '../components/JoinLinkPanel';
import { JoinRequestsPanel } from '../components/JoinRequestsPanel';
import { PeoplePanel } from '../components/PeoplePanel';
import { SectionTabs, type SectionTab } from '../components/SectionTabs';

const sections = ['requests', 'people', 'join-link'] as const;
type Section = (typeof sections)[number];
/** The open section is kept in the address (?section=people), so a link or reload opens it again. */
const SECTION_PARAMETER = 'section';

const isSection = (value: string | null): value is Section => (sections as readonly string[]).includes(value ?? '');
const isRefusal = (error: unknown) => (error as { status?: number } | null)?.status === 403;

/**
 * /member-management (SPEC §2 Administration, §1 "Member management"): the church's staff accept the people
 * who ask to join, give church roles, remove people and share the join link.
 */
export function MemberManagementPage() {
  const { t, code } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(SECTION_PARAMETER);
  const section: Section = isSection(requested) ? requested : 'requests';
  // Read here for the count beside "Requests to join" and to learn at once whether the screen is refused.
  const requests = useJoinRequests();
  const joinLink = useJoinLink();
  const title = t('memberManagement.title', 'Member Management');

  if (requests.isError && isRefusal(requests.error)) {
    return (
      <section aria-labelledby="member-management-title">
        <PageTitle id="member-management-title">{title}</PageTitle>
        <QueryErrorState error={requests.error} />
      </section>
    );
  }

  const waiting = requests.items.length;
  const tabs: SectionTab<Section>[] = [
    {
      id: 'requests',
      label: t('memberManagement.requestsTab', 'Requests to join'),
      badge:
        waiting > 0
          ? {
              text: `${formatNumber(waiting, code)}${requests.hasNextPage ? '+' : ''}`,
              description: t('memberManagement.waitingCount', '{count} waiting').replace(
                '{count}',
                `${formatNumber(waiting, code)}${requests.hasNextPage ? '+' : ''}`,
              ),
            }
          : undefined,
    },
    { id: 'people', label: t('memberManagement.peopleTab', 'People') },
    { id: 'join-link', label: t('memberManagement.joinLinkTab', 'Join link') },
  ];

  return (
    <section aria-labelledby="member-management-title">
      <Stack $gap={1}>
        <PageTitle id="member-management-title" style={{ marginBlockEnd: 0 }}>
          {title}
        </PageTitle>
        <Muted>
          {joinLink.data?.church.name
            ? t('memberManagement.introFor', 'Welcome new people to {church}, give church roles and share the join link.').replace('{church}', joinLink.data.church.name)
            : t('memberManagement.intro', 'Welcome new people to your church, give church roles and share the join link.')}
        </Muted>
      </Stack>
      <div style={{ marginBlockStart: '1.5rem' }}>
        <SectionTabs
          label={t('memberManagement.sections', 'Member management sections')}
          tabs={tabs}
          selected={section}
          onSelect={(next) =>
            setSearchParams(
              (current) => {
                const params = new URLSearchParams(current);
                if (next === 'requests') params.delete(SECTION_PARAMETER);
                else params.set(SECTION_PARAMETER, next);
                return params;
              },
              { replace: true },
            )
          }
        >
          {section === 'requests' ? <JoinRequestsPanel /> : section === 'people' ? <PeoplePanel /> : <JoinLinkPanel />}
        </SectionTabs>
      </div>
    </section>
  );
}
