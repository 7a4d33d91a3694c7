import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CHURCH_MEMBERSHIP_MANAGER_ROLES, hasAnyRole } from '@koinonia/contracts';
import {
  QueryErrorState,
  useAuth,
  useErrorText,
  useLanguage,
  useToast,
  type PagedList,
} from '@koinonia/shell-contract';
import { Button, Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useCategories, useModeratedCommunities, usePending, useReported, useSetCommunityModerated } from '../api';
import { CategoryForm } from '../components/CategoryForm';
import { CategoryItem } from '../components/CategoryItem';
import { ModerationItemCard } from '../components/ModerationItemCard';
import { forumPaths } from '../paths';

const SectionHeading = styled.h2`
  margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
`;

/** One list of the page, with its heading, states and "Load more". */
function ListSection<Item>({
  title,
  list,
  empty,
  keyOf,
  renderItem,
}: {
  title: string;
  list: PagedList<Item>;
  empty: string;
  keyOf(item: Item): string;
  renderItem(item: Item): ReactNode;
}) {
  const { t } = useLanguage();
  const headingId = useId();
  let content: ReactNode;
  if (list.isPending) content = <LoadingState />;
  else if (list.isError) content = <QueryErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.items.length === 0) content = <Muted>{empty}</Muted>;
  else
    content = (
      <Stack>
        {list.items.map((item) => (
          <div key={keyOf(item)}>{renderItem(item)}</div>
        ))}
        {list.hasNextPage ? (
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('common.loadMore', 'Load more')}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {content}
    </section>
  );
}

function ModeratedToggle({ community }: { community: { id: string; name: string; moderated: boolean } }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const set = useSetCommunityModerated();
  return (
    <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <input
        type="checkbox"
        checked={community.moderated}
        disabled={set.isPending}
        onChange={(event) =>
          set.mutate(
            { params: { communityId: community.id }, body: { moderated: event.target.checked } },
            { onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }) },
          )
        }
      />
      <span>{t('forums.moderatedToggle', '{name}: posts wait for approval', { name: community.name })}</span>
    </label>
  );
}

/** /forums/moderation: what waits for approval, what was reported, which communities' posts wait, and the categories. */
export function ModerationPage() {
  const { t } = useLanguage();
  const { role } = useAuth();
  const headingId = useId();
  const staff = hasAnyRole(role, CHURCH_MEMBERSHIP_MANAGER_ROLES);
  const categories = useCategories();
  return (
    <section aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('forums.moderationTitle', 'Forum moderation')}</PageTitle>
      <p>
        <Link to={forumPaths.list()}>{t('forums.backToForums', 'Back to the forums')}</Link>
      </p>
      <Muted>
        {t(
          'forums.moderationIntro',
          "The church's staff moderate every forum; a community's leaders and admins moderate its threads.",
        )}
      </Muted>
      <ListSection
        title={t('forums.waitingTitle', 'Waiting for approval')}
        list={usePending()}
        empty={t('forums.waitingEmpty', 'Nothing is waiting for approval.')}
        keyOf={(item) => item.post.id}
        renderItem={(item) => <ModerationItemCard item={item} kind="pending" />}
      />
      <ListSection
        title={t('forums.reportedTitle', 'Reported')}
        list={useReported()}
        empty={t('forums.reportedEmpty', 'No reported posts.')}
        keyOf={(item) => item.post.id}
        renderItem={(item) => <ModerationItemCard item={item} kind="reported" />}
      />
      <ListSection
        title={t('forums.communitiesTitle', 'Moderated communities')}
        list={useModeratedCommunities()}
        empty={t('forums.communitiesEmpty', 'You moderate no community forum.')}
        keyOf={(community) => community.id}
        renderItem={(community) => <ModeratedToggle community={community} />}
      />
      {staff ? (
        <section aria-labelledby={`${headingId}-categories`}>
          <SectionHeading id={`${headingId}-categories`}>{t('forums.categoriesTitle', 'Categories')}</SectionHeading>
          <Card>
            <Stack>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {categories.items.map((category) => (
                  <CategoryItem key={category.id} category={category} />
                ))}
              </ul>
              <CategoryForm />
            </Stack>
          </Card>
        </section>
      ) : null}
    </section>
  );
}
