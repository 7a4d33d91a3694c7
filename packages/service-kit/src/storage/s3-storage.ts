import { createHash, createHmac } from 'node:crypto';
import { checkObjectKey, type ObjectStorage } from './object-storage';

export interface S3StorageOptions {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 (path-style URLs). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys go under this prefix in the bucket ("connect/"). */
  keyPrefix?: string;
  /** For tests: the clock that dates the signature. */
  now?: () => Date;
  fetch?: typeof fetch;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (each path segment; "/" kept between them). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The headers of an AWS Signature Version 4 request (service "s3", the payload hashed): what every S3-compatible
 * store (AWS, MinIO, Ceph, R2 …) checks. Exported for its tests.
 */
export function signS3Request(
  request: { method: string; url: URL; headers: Record<string, string>; body: Buffer | undefined },
  credentials: { region: string; accessKeyId: string; secretAccessKey: string },
  date: Date,
): Record<string, string> {
  const amzDate = date.toISOString().replace(/[:-]|\.\d{3}/g, ''); // 20260101T120000Z
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: request.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const signedHeaderNames = Object.keys(headers).sort();
  const canonicalQuery = [...request.url.searchParams.entries()]
    .map(([name, value]) => [encodeSegment(name), encodeSegment(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    canonicalQuery,
    ...signedHeaderNames.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaderNames.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaderNames.join(';')}, Signature=${signature}`,
  };
}

/**
 * Objects in an S3-compatible bucket, path-style (`<endpoint>/<bucket>/<key>`), each request signed with
 * Signature V4 by hand (node:crypto): no SDK. PUT, GET and DELETE of one object are all it needs.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) =>
    new URL(
      `${base}/${encodeSegment(options.bucket)}/${`${options.keyPrefix ?? ''}${checkObjectKey(key)}`.split('/').map(encodeSegment).join('/')}`,
    );

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = urlOf(key);
    const headers = signS3Request(
      { method, url, headers: contentType ? { 'content-type': contentType } : {}, body },
      options,
      now(),
    );
    delete headers.host; // fetch sets it from the URL, as it was signed
    const response = await send(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    return response;
  }

  const failed = async (what: string, response: Response) =>
    new Error(`S3 ${what} failed: ${response.status} ${(await response.text().catch(() => '')).slice(0, 200)}`);

  return {
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw await failed(`PUT ${key}`, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) throw await failed(`GET ${key}`, response);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed(`DELETE ${key}`, response);
      await response.arrayBuffer();
    },
  };
}
