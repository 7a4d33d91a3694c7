import type { ChurchClaimMethod, ChurchClaimStatus } from '@koinonia/contracts';

/** How each status reads (key and English), for the claimant and for support. */
export const statusText: Record<ChurchClaimStatus, { key: string; label: string }> = {
  pending: { key: 'churches.status.pending', label: 'Pending' },
  verified: { key: 'churches.status.verified', label: 'Verified: you are its admin' },
  approved: { key: 'churches.status.approved', label: 'Approved: you are its admin' },
  rejected: { key: 'churches.status.rejected', label: 'Rejected' },
  expired: { key: 'churches.status.expired', label: 'Expired' },
  withdrawn: { key: 'churches.status.withdrawn', label: 'Withdrawn' },
};

export const methodText: Record<ChurchClaimMethod, { key: string; label: string }> = {
  email: { key: 'churches.method.email', label: 'By email code' },
  review: { key: 'churches.method.review', label: 'By review' },
};
