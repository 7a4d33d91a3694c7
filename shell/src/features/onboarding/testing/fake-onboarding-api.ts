import { ApiError } from '@koinonia/api-client';
import {
  churchMembershipMessages,
  DEMO_CHURCH,
  NEIGHBOUR_CHURCH,
  USERNAME_TAKEN_MESSAGE,
  type MyChurchMembership,
  type OnboardingState,
  type OnboardingStep,
} from '@koinonia/contracts';
import { testUser } from '@koinonia/shell-contract/testing';

const churches = [DEMO_CHURCH, NEIGHBOUR_CHURCH];

/** A join code of the shape churchJoinRequestBodySchema accepts, leading to the demo church. */
export const DEMO_JOIN_CODE = 'Grace_Fellowship_Link1';

export interface FakeOnboardingOptions {
  membership?: MyChurchMembership;
  /** Join codes that lead to a church; any other code is refused as the identity service refuses it. */
  joinCodes?: Record<string, { id: string; name: string }>;
}

/**
 * A fake of the onboarding and church-membership API that keeps what each call changes, as the identity
 * service does: choosing a church asks to join it, a join link makes a member at once.
 */
export function fakeOnboardingApi(options: FakeOnboardingOptions = {}) {
  const state: OnboardingState = {
    completedSteps: [],
    completedAt: null,
    firstName: 'New',
    lastName: 'Comer',
    username: null,
    churchId: null,
    pendingChurch: null,
    interests: [],
    preferredLanguage: null,
  };
  let membership: MyChurchMembership = options.membership ?? { status: 'none', church: null, requestedAt: null };
  const joinCodes = options.joinCodes ?? { [DEMO_JOIN_CODE]: DEMO_CHURCH };
  const snapshot = (): OnboardingState => ({
    ...state,
    churchId: membership.status === 'member' ? membership.church!.id : null,
    pendingChurch: membership.status === 'pending' ? membership.church : null,
  });
  const record = (step: OnboardingStep) => {
    if (!state.completedSteps.includes(step)) state.completedSteps.push(step);
  };
  const churchOfCode = (code: unknown) => {
    const church = typeof code === 'string' ? joinCodes[code] : undefined;
    if (!church) throw new ApiError(404, churchMembershipMessages.invalidJoinLink, { code: 'invalid_join_link' });
    return church;
  };

  return jest.fn(async (method: string, url: string, body?: Record<string, unknown>) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (method === 'GET' && pathname === '/api/user/onboarding') return snapshot();
    if (method === 'GET' && pathname === '/api/user/churches') return { items: churches, nextOffset: null };
    if (method === 'POST' && pathname === '/api/auth/session/refresh') return testUser();
    if (method === 'GET' && pathname === '/api/church-memberships/mine') return { ...membership };
    if (method === 'DELETE' && pathname === '/api/church-memberships/mine/request') {
      if (membership.status === 'pending') membership = { status: 'none', church: null, requestedAt: null };
      return undefined;
    }
    if (method === 'GET' && pathname === '/api/church-memberships/join') return { church: churchOfCode(searchParams.get('code')) };
    if (method === 'POST' && pathname === '/api/church-memberships/join') {
      const church = churchOfCode(body?.code);
      if (membership.status === 'member' && membership.church?.id !== church.id) {
        throw new ApiError(409, churchMembershipMessages.alreadyMember, { code: 'church_already_set' });
      }
      membership = { status: 'member', church, requestedAt: null };
      return { ...membership };
    }
    if (method === 'PUT' && pathname.startsWith('/api/user/onboarding/')) {
      const step = pathname.split('/').pop() as OnboardingStep;
      if (step === 'church') {
        const churchId = body?.churchId as string | null;
        if (churchId !== null && membership.status === 'member') {
          throw new ApiError(409, churchMembershipMessages.alreadyMember, { code: 'church_already_set' });
        }
        if (churchId !== null) membership = { status: 'pending', church: churches.find((church) => church.id === churchId)!, requestedAt: '2027-03-01T10:00:00.000Z' };
      } else if (step === 'profile' && body?.username === 'taken') {
        throw new ApiError(409, USERNAME_TAKEN_MESSAGE, { issues: [{ path: 'username', message: USERNAME_TAKEN_MESSAGE }] });
      } else {
        Object.assign(state, body);
      }
      record(step);
      return snapshot();
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}
