// SPEC §8: the error catalogue of the client. Every failure message the client produces is written here.

export const INVALID_METHOD_MESSAGE = 'Invalid method provided to apiRequest';
export const INVALID_URL_MESSAGE = 'Invalid URL provided to apiRequest';

export function invalidHttpMethodMessage(method: string): string {
  return `Invalid HTTP method: ${method}`;
}

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required. Please refresh the page and try again.';
export const ACCESS_DENIED_MESSAGE = 'Access denied. Please check your permissions.';
export const SERVER_ERROR_MESSAGE = 'Server error. Please try again in a moment.';

/** SPEC §8 "Non-JSON failure bodies". */
export function statusFailureMessage(status: number): string {
  switch (status) {
    case 401:
      return AUTHENTICATION_REQUIRED_MESSAGE;
    case 403:
      return ACCESS_DENIED_MESSAGE;
    case 500:
      return SERVER_ERROR_MESSAGE;
    default:
      return `Request failed (${status}). Please try again.`;
  }
}

/** SPEC §8 "Data-read failure with an unparseable body". */
export function unparseableReadFailureMessage(status: number, statusText: string): string {
  return `${status}: ${statusText}`;
}

/** SPEC §8 "Network failure". */
export function networkFailureMessage(path: string): string {
  return `Network error: Unable to connect to ${path}`;
}
