import { CHURCH_ADMIN_ROLES, type IndividualPlanTier, type Role } from '@koinonia/contracts';
import { HttpError } from './errors';
import type { Identity } from './identity';
import { access, authorize } from './routes';

const caller = (role: Role | null, planTier: IndividualPlanTier | null = role ? 'disciple' : null): Identity => ({
  userId: role ? '00000000-0000-4000-8000-000000000001' : null,
  role,
  churchId: null,
  displayName: null,
  planTier,
  sessionId: null,
  audience: 'admin',
  expiresAt: Math.floor(Date.now() / 1000) + 60,
});

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('authorize', () => {
  it('refuses a signed-in caller without a declared role with 403, code forbidden and the access needed', () => {
    const error = refusal(() => authorize(access.roles(CHURCH_ADMIN_ROLES), caller('member')));
    expect(error.status).toBe(403);
    expect(error.message).toBe('This needs church admin access');
    expect(error.details).toEqual({ code: 'forbidden', requiredAccess: 'church_admin' });
  });

  it('names the access level the declared roles stand for', () => {
    expect(refusal(() => authorize(access.roles(['group_admin', 'leader']), caller('member'))).details).toEqual({
      code: 'forbidden',
      requiredAccess: 'group_admin',
    });
    expect(refusal(() => authorize(access.roles(['ministry_admin', 'pastor', 'lead_pastor']), caller('leader'))).message).toBe(
      'This needs ministry admin access',
    );
  });

  it('admits a caller with a declared role, and the owner role everywhere', () => {
    expect(authorize(access.roles(CHURCH_ADMIN_ROLES), caller('church_admin')).role).toBe('church_admin');
    expect(authorize(access.roles(['leader']), caller('koinonia_owner')).role).toBe('koinonia_owner');
  });

  it('answers 401, without an access level, to a caller who is not signed in', () => {
    const error = refusal(() => authorize(access.roles(CHURCH_ADMIN_ROLES), caller(null)));
    expect(error.status).toBe(401);
    expect(error.details).toEqual({ code: 'not_signed_in' });
    expect(refusal(() => authorize(access.signedIn, undefined)).status).toBe(401);
  });

  it('refuses a signed-in caller whose plan does not include the tier with 403 plan_tier_required, naming the plan and where to choose it', () => {
    const error = refusal(() => authorize(access.planTier('torchbearer'), caller('koinonia_owner', 'servant')));
    expect(error.status).toBe(403);
    expect(error.message).toBe('This needs the Torchbearer plan or higher. Compare plans at /pricing.');
    expect(error.details).toEqual({ code: 'plan_tier_required', requiredPlanTier: 'torchbearer', upgradePath: '/pricing' });
    // An assertion without a plan (a gateway from before plans were carried) is the free plan.
    expect(refusal(() => authorize(access.planTier('servant'), caller('member', null))).status).toBe(403);
    expect(refusal(() => authorize(access.planTier('servant'), caller(null))).status).toBe(401);
  });

  it('admits a caller whose plan is the tier or above it', () => {
    expect(authorize(access.planTier('servant'), caller('member', 'servant')).planTier).toBe('servant');
    expect(authorize(access.planTier('servant'), caller('member', 'torchbearer')).planTier).toBe('torchbearer');
    expect(authorize(access.planTier('disciple'), caller('member', 'disciple')).planTier).toBe('disciple');
  });
});
