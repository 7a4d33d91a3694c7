import styled from 'styled-components';
import type { Community, CommunityRole } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { privacyLabels, roleLabels, typeLabels } from '../labels';

export const Badge = styled.span`
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A role as a badge ("Admin", "Leader", "Member"). */
export function RoleBadge({ role }: { role: CommunityRole }) {
  const { t } = useLanguage();
  return <Badge>{t(`communities.role.${role}`, roleLabels[role])}</Badge>;
}

/** What a community is: its type, privacy, campus and size. */
export function CommunityFacts({ community }: { community: Community }) {
  const { t } = useLanguage();
  return (
    <Meta>
      <Badge>{t(`communities.type.${community.type}`, typeLabels[community.type])}</Badge>
      <Badge>{t(`communities.privacy.${community.privacy}`, privacyLabels[community.privacy])}</Badge>
      {community.campus ? (
        <span>
          <bdi>{community.campus.name}</bdi>
        </span>
      ) : null}
      <span>{t('communities.memberCount', 'Members: {count}', { count: community.memberCount })}</span>
    </Meta>
  );
}
