import { canManageChurchMember, churchRoleLadder, type ChurchRole, type Role } from '@koinonia/contracts';

/**
 * The church roles the signed-in person may give someone who has `target`'s role, lowest first: up to their
 * own rank, to people below or at it (canManageChurchMember, which the server applies too).
 */
export function assignableRoles(actor: Role | null, target: Role): ChurchRole[] {
  if (!actor) return [];
  return churchRoleLadder.filter((role) => canManageChurchMember(actor, target, role));
}
