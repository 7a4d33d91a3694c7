import { useQuery } from '@tanstack/react-query';
import type { Role } from '@koinonia/contracts';
import { useAuth } from '@koinonia/shell-contract';
import { DEMO_USER } from '../auth/demo-mode';
import type { AdminAccess, NavigationAccess } from './navigation';

/**
 * SPEC §6: sidebar visibility follows the server — the role from GET /api/auth/user-role and admin access
 * from GET /api/auth/admin-communities — and the signed-in user's role until those answer.
 */
export function useNavigationAccess(): NavigationAccess {
  const { user } = useAuth();
  const enabled = user !== null && user.id !== DEMO_USER.id;
  const role = useQuery<{ role: Role }>({ queryKey: ['/api/auth/user-role'], enabled });
  const admin = useQuery<AdminAccess>({ queryKey: ['/api/auth/admin-communities'], enabled });
  return { role: role.data?.role ?? user?.role ?? null, admin: admin.data ?? null };
}
