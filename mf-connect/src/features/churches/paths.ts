/** The directory's own paths (its screens link to each other; other sections link to /churches). */
export const churchesPath = '/churches';
export const churchPath = (churchId: string) => `/churches/${encodeURIComponent(churchId)}`;
export const claimingPath = '/church-claiming';
export const claimPath = (churchId: string) => `/church-claiming?churchId=${encodeURIComponent(churchId)}`;
/** A church's id is a UUID: anything else below /churches is a page that does not exist. */
export const isChurchId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
