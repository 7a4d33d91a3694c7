import type { CurrentUser } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Avatar } from '@koinonia/ui';

/** The signed-in user's avatar: initials or photo, and the gold ring when fully verified (SPEC §3). */
export function UserAvatar({ user, size }: { user: CurrentUser; size: number }) {
  const { t } = useLanguage();
  return (
    <Avatar
      firstName={user.firstName}
      lastName={user.lastName}
      username={user.username}
      imageUrl={user.profileImageUrl}
      fullyVerified={user.emailVerified && user.phoneVerified}
      verifiedLabel={t('profile.fullyVerified', 'Fully Verified')}
      size={size}
    />
  );
}
