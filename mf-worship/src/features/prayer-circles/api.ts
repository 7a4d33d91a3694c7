import { useQueryClient } from '@tanstack/react-query';
import { endpointPath, prayerCircleEndpoints, type PrayerCircle } from '@koinonia/contracts';
import { endpointQueryKey, useEndpointList, useEndpointMutation, useEndpointQuery } from '@koinonia/shell-contract';

/** The reader's circles; the prayer wall reads the same list (to share a private request with one). */
const listKey = () => endpointQueryKey(prayerCircleEndpoints.list);
const circleKey = (circleId: string) => endpointQueryKey(prayerCircleEndpoints.get, { params: { circleId } });
const invitationKey = (circleId: string) =>
  endpointQueryKey(prayerCircleEndpoints.invitation, { params: { circleId } });

/** A circle and its members. */
export const usePrayerCircle = (circleId: string) =>
  useEndpointQuery(prayerCircleEndpoints.get, { params: { circleId } });

/**
 * The requests shared with a circle, newest first, a page at a time. Its key is the feed's path, which the
 * prayer wall refreshes when a request changes.
 */
export const useCircleFeed = (circleId: string, pageSize = 20) =>
  useEndpointList(prayerCircleEndpoints.feed, { params: { circleId }, query: { limit: pageSize } });

/** The journal reflections (saved S.O.A.P. entries) the circle's members shared with it, newest first. */
export const useCircleReflections = (circleId: string, pageSize = 10) =>
  useEndpointList(prayerCircleEndpoints.reflections, { params: { circleId }, query: { limit: pageSize } });

/** The owner's invitation code (made on first ask); only the owner may read it. */
export const useCircleInvitation = (circleId: string) =>
  useEndpointQuery(prayerCircleEndpoints.invitation, { params: { circleId } });

/** What an invitation leads to, before it is accepted. */
export const useInvitationPreview = (code: string) =>
  useEndpointQuery(prayerCircleEndpoints.invitationPreview, { params: { code } });

/** Keeps the circle as the server answered it and has the reader's list read again (names, counts). */
function useCircleAnswered() {
  const queryClient = useQueryClient();
  return (circle: PrayerCircle) => {
    queryClient.setQueryData(circleKey(circle.id), circle);
    void queryClient.invalidateQueries({ queryKey: listKey() });
  };
}

export function useCreatePrayerCircle() {
  return useEndpointMutation(prayerCircleEndpoints.create, { onSuccess: useCircleAnswered() });
}

export function useUpdatePrayerCircle() {
  return useEndpointMutation(prayerCircleEndpoints.update, { onSuccess: useCircleAnswered() });
}

/** Accepting an invitation: the circle is then one of the reader's, and its preview says so. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const answered = useCircleAnswered();
  return useEndpointMutation(prayerCircleEndpoints.accept, {
    onSuccess: (circle, call) => {
      answered(circle);
      void queryClient.invalidateQueries({
        queryKey: endpointQueryKey(prayerCircleEndpoints.invitationPreview, { params: call.params }),
      });
    },
  });
}

/** A new invitation link; the old one stops working. */
export function useRenewInvitation() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerCircleEndpoints.renewInvitation, {
    onSuccess: (invitation, call) => queryClient.setQueryData(invitationKey(call.params!.circleId), invitation),
  });
}

/** The owner removes a member: the circle is read again (its members and count). */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerCircleEndpoints.removeMember, {
    onSuccess: (_answer, call) => {
      void queryClient.invalidateQueries({ queryKey: circleKey(call.params!.circleId) });
      void queryClient.invalidateQueries({ queryKey: listKey() });
    },
  });
}

/**
 * Forgets everything cached of a circle the reader is no longer in (left or ended), and has their list read
 * again. Called once the page has moved away from the circle, so nothing shown reads it again.
 */
export function useForgetCircle() {
  const queryClient = useQueryClient();
  return (circleId: string) => {
    for (const path of [
      endpointPath(prayerCircleEndpoints.get, { circleId }),
      endpointPath(prayerCircleEndpoints.feed, { circleId }),
    ]) {
      queryClient.removeQueries({ queryKey: [path] });
    }
    queryClient.removeQueries({ queryKey: invitationKey(circleId) });
    void queryClient.invalidateQueries({ queryKey: listKey() });
  };
}

/** The reader leaves; an owner's circle passes to its longest member, or ends when they were alone. */
export const useLeaveCircle = () => useEndpointMutation(prayerCircleEndpoints.leave);

/** The owner ends the circle. */
export const useEndPrayerCircle = () => useEndpointMutation(prayerCircleEndpoints.remove);
