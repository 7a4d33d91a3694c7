/** SPEC §5: the only methods the request helper accepts. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method);
}

/** Methods whose requests may not carry a body (fetch rejects them). */
export const BODYLESS_METHODS: readonly HttpMethod[] = ['GET', 'HEAD'];
