import type { Prayer } from '@koinonia/contracts';
import { useKeysetList } from '@koinonia/shell-contract';

export const usePrayerWall = (pageSize = 20) => useKeysetList<Prayer>('/api/prayers', pageSize);
