import {
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  communityTypes,
  hasAnyRole,
  type CommunityType,
  type Role,
} from '@koinonia/contracts';
import { useState } from 'react';
import { ListPage, useLanguage, useShell } from '@koinonia/shell-contract';
import { Button, Stack } from '@koinonia/ui';
import { useManagedCommunities } from '../api';
import { CampusManager } from '../components/CampusManager';
import { CommunityCard } from '../components/CommunityCard';
import { CommunityForm } from '../components/CommunityForm';
import { communityPaths } from '../paths';

/** The types a role may create: the church's staff any; group and ministry admins their own. */
export function creatableTypes(role: Role | null): CommunityType[] {
  if (hasAnyRole(role, CHURCH_MEMBERSHIP_MANAGER_ROLES)) return [...communityTypes];
  return communityTypes.filter(
    (type) => (type === 'group' && role === 'group_admin') || (type === 'ministry' && role === 'ministry_admin'),
  );
}

/** /community-management: the communities the reader runs, a new one, and (the church's staff) the campuses. */
export function ManagementPage() {
  const { t } = useLanguage();
  const { role } = useShell();
  const types = creatableTypes(role);
  const staff = hasAnyRole(role, CHURCH_MEMBERSHIP_MANAGER_ROLES);
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <ListPage
        title={t('communities.managementTitle', 'Community management')}
        list={useManagedCommunities()}
        actions={
          types.length > 0 ? (
            <div style={{ marginBlockEnd: '1rem' }}>
              {creating ? (
                <CommunityForm types={types} onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />
              ) : (
                <Button type="button" onClick={() => setCreating(true)}>
                  {t('communities.createTitle', 'Create a community')}
                </Button>
              )}
            </div>
          ) : null
        }
        empty={{
          title: t('communities.managedEmptyTitle', 'You do not run a community yet'),
          body: t('communities.managedEmptyBody', 'Communities where you are an admin or a leader appear here.'),
        }}
        keyOf={(community) => community.id}
        renderItem={(community) => <CommunityCard community={community} href={communityPaths.manage(community.id)} />}
      />
      {staff ? <CampusManager /> : null}
    </Stack>
  );
}
