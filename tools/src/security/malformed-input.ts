import fc from 'fast-check';
import type { z } from 'zod';

/** Payloads that have broken other systems: SQL, HTML/script, path tricks, odd unicode, huge strings. */
const hostileStrings = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE identity.users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u0644\u0627',
  '🙏🏽✝️',
  'Robert"); DELETE FROM worship.prayers; --',
  '{"$gt": ""}',
  '__proto__',
);

const hostileValue = fc.oneof(
  hostileStrings,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 10_000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** The field names a schema knows, when it is an object (or wraps one). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } };
    if (candidate.shape) return Object.keys(candidate.shape);
    current = candidate.def?.in ?? candidate.def?.innerType;
  }
  return [];
}

/**
 * Objects in which the schema's fields are missing, of the wrong type, hostile or huge, and unknown
 * fields are added — the shapes of bad input a client (or an attacker) sends.
 */
export function malformedObject(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, unknown>> {
  const known = fieldNames(schema);
  const knownFields = known.length
    ? fc.record(Object.fromEntries(known.map((name) => [name, hostileValue])), { requiredKeys: [] })
    : fc.constant({});
  const extraFields = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 3 });
  return fc.tuple(knownFields, extraFields).map(([fields, extra]) => ({ ...extra, ...fields }));
}

/** A JSON body that is not an object, or not JSON at all. */
export const malformedRawBody = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '12', 'not json', '{"a":1}}'),
  fc.string({ maxLength: 200 }),
);

/** A query string from an object; arrays and objects become repeated and bracketed keys. */
export function toQueryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value && typeof value === 'object') for (const [inner, item] of Object.entries(value)) params.append(`${key}[${inner}]`, String(item));
    else params.append(key, String(value));
  }
  return params.toString();
}

export { hostileValue };

/** The request as the service sees it, to tell a malformed input from one that happens to be valid. */
export interface SentInput {
  params: Record<string, string>;
  query: string;
  rawBody: string | undefined;
}

function queryObject(query: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = values[key];
    values[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return values;
}

function jsonBody(rawBody: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (rawBody === undefined || rawBody === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(rawBody) };
  } catch {
    return { ok: false };
  }
}

const isEmptyObject = (value: unknown) =>
  value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * Whether a route's declared schemas accept this input (with no schema, only nothing is accepted). Input
 * generated to be malformed is sometimes valid by chance — an empty body where none is declared — and
 * then the route may do its work; anything else must be refused with a 4xx.
 */
export function acceptedBySchemas(
  route: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType },
  input: SentInput,
): boolean {
  const body = jsonBody(input.rawBody);
  if (!body.ok) return false;
  const query = queryObject(input.query);
  const paramsOk = route.params ? route.params.safeParse(input.params).success : true;
  const queryOk = route.query ? route.query.safeParse(query).success : isEmptyObject(query);
  const bodyOk = route.body ? route.body.safeParse(body.value ?? {}).success : isEmptyObject(body.value);
  return paramsOk && queryOk && bodyOk;
}
