import { endpointPath, endpointQueryString, pathParameterNames, type EndpointBody, type EndpointParams, type EndpointResponse } from './endpoint';
import { prayerWallContract, prayerWallEndpoints, type NewPrayer, type Prayer, type PrayerPage } from './index';

// Compile-time checks: the zod-free endpoints carry their schemas' types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typed: [
  Same<EndpointResponse<typeof prayerWallEndpoints.list>, PrayerPage>,
  Same<EndpointResponse<typeof prayerWallEndpoints.pray>, Prayer>,
  Same<EndpointParams<typeof prayerWallEndpoints.pray>, { prayerId: string }>,
  Same<EndpointBody<typeof prayerWallEndpoints.post>, NewPrayer>,
  Same<EndpointResponse<typeof prayerWallEndpoints.remove>, undefined>,
] = [true, true, true, true, true];

describe('endpoints', () => {
  it('carry their types at compile time and only method, path and status at run time', () => {
    expect(typed.every(Boolean)).toBe(true);
    expect(prayerWallEndpoints.pray).toEqual({ method: 'POST', path: '/api/prayers/:prayerId/prayed', status: 200 });
    expect(prayerWallEndpoints.post.status).toBe(201);
    expect(prayerWallEndpoints.remove.status).toBe(204);
  });

  it('are joined with their schemas for the service, name by name', () => {
    expect(prayerWallContract.pray).toMatchObject(prayerWallEndpoints.pray);
    expect(prayerWallContract.pray.params?.safeParse({ prayerId: 'not-a-uuid' }).success).toBe(false);
    expect(prayerWallContract.remove.response).toBeUndefined();
  });

  it('fill a path with its parameters, encoded, and refuse a missing one', () => {
    expect(pathParameterNames('/api/a/:aId/b/:bId')).toEqual(['aId', 'bId']);
    expect(endpointPath(prayerWallEndpoints.pray, { prayerId: 'a b/c' })).toBe('/api/prayers/a%20b%2Fc/prayed');
    expect(() => endpointPath(prayerWallEndpoints.pray, {})).toThrow('Missing path parameter "prayerId"');
  });

  it('write a query string without the absent values', () => {
    expect(endpointQueryString({ limit: 20, cursor: undefined, tag: ['a', 'b'] })).toBe('?limit=20&tag=a&tag=b');
    expect(endpointQueryString({ cursor: null })).toBe('');
    expect(endpointQueryString(undefined)).toBe('');
  });
});
