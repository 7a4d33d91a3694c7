import { prayerCircleEndpoints } from '@koinonia/contracts';
import { useEndpointQuery } from '@koinonia/shell-contract';

/** The reader's prayer circles: what a private request or a journal entry can be shared with. */
export const useMyCircles = () => useEndpointQuery(prayerCircleEndpoints.list);
