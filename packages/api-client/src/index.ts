export { ApiError, isNetworkFailure, NETWORK_FAILURE_STATUS, type ApiErrorDetails, type ApiErrorIssue } from './api-error';
export { apiRequest, assertValidUrl, normalizeMethod } from './api-request';
export { defaultQueryFn, readPathFromQueryKey } from './default-query-fn';
export * from './failure-messages';
export { HTTP_METHODS, isHttpMethod, type HttpMethod } from './http-methods';
export * from './query-client';
export { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, type RequestOptions } from './send-request';
