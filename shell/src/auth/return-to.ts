export const RETURN_TO_STORAGE_KEY = 'returnTo';

/** Only same-site paths: a returnTo must never send the user to another site. */
export function isLocalPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** SPEC §2: the returnTo query value, else the one saved in local storage, else /; the saved one is removed. */
export function takeReturnTo(search: string): string {
  const fromQuery = new URLSearchParams(search).get('returnTo');
  const saved = window.localStorage.getItem(RETURN_TO_STORAGE_KEY);
  window.localStorage.removeItem(RETURN_TO_STORAGE_KEY);
  if (isLocalPath(fromQuery)) return fromQuery;
  return isLocalPath(saved) ? saved : '/';
}
