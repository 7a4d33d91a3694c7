import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Input a route's schemas accept, generated from its zod 4 schemas, so that the security tests get past
 * parsing into the handler's own checks (church, ownership, rank). Anything it cannot make is a sample in
 * input-samples.ts; whatever is made is checked with safeParse before it is used.
 */

/** Where the value goes: a query string or path segment carries only strings, a JSON body any value. */
export type InputPlace = 'body' | 'query' | 'params';

export type Generated = { ok: true; value: unknown } | { ok: false; reason: string };

class CannotGenerate extends Error {}

interface Def {
  type: string;
  [key: string]: unknown;
}

interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  prefix?: string;
  suffix?: string;
  includes?: string;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => ((def.checks as Array<{ _zod: { def: Check } }> | undefined) ?? []).map((check) => check._zod.def);
const isOptional = (schema: unknown) => (schema as { _zod: { optin?: string } })._zod.optin === 'optional';
const accepts = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

/** Values that real callers send in fields of these names; used first when the field's schema accepts them. */
const valuesByFieldName: Record<string, string> = {
  language: 'en',
  preferredLanguage: 'en',
  languageCode: 'en',
  country: 'DE',
  countryCode: 'DE',
  currency: 'USD',
  timezone: 'Europe/Berlin',
  email: 'security.sample@example.org',
  password: 'Quiet meadow lantern 42',
  newPassword: 'Quiet meadow lantern 42',
  username: 'security_sample',
  translation: 'web',
  reference: 'John 3:16',
  scripture: 'John 3:16',
  q: 'shepherd',
  color: 'yellow',
  // A church claim's mailed code (resource-kinds.ts gives the security tests' claims this one).
  code: '123456',
};

/** Plain strings of the shapes schemas usually want, tried in order after the field's own value. */
const ordinaryStrings = ['Sample text', 'sample', 'en', 'Europe/Berlin', 'USD', 'DE'];

interface Context {
  place: InputPlace;
  /** Optional fields: kept when their own value parses, or all left out. */
  optionalFields: 'keep-valid' | 'leave-out';
  field?: string;
  index: number;
}

function fitLength(text: string, checks: Check[]): string {
  let result = text;
  for (const check of checks) {
    if (check.check === 'min_length' && result.length < check.minimum!) result = result.padEnd(check.minimum!, 'a');
    if (check.check === 'length_equals') result = result.padEnd(check.length!, 'a').slice(0, check.length);
  }
  for (const check of checks) if (check.check === 'max_length' && result.length > check.maximum!) result = result.slice(0, check.maximum);
  return result;
}

/** A string of a format; undefined for one this generator does not know. */
function formattedString(check: Check): string | undefined {
  switch (check.format) {
    case 'email':
      return valuesByFieldName.email;
    case 'uuid':
    case 'guid':
      return randomUUID();
    case 'url':
      return 'https://example.org/';
    case 'datetime':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'regex':
      return matching(check.pattern!);
    case 'starts_with':
      return `${check.prefix}Sample`;
    case 'ends_with':
      return `Sample${check.suffix}`;
    case 'includes':
      return `Sample ${check.includes}`;
    case 'lowercase':
      return 'sample';
    case 'uppercase':
      return 'SAMPLE';
    default:
      return undefined;
  }
}

/** A string matching the pattern, the same on every run; undefined when fast-check cannot read it (lookahead). */
function matching(pattern: RegExp): string | undefined {
  try {
    return fc.sample(fc.stringMatching(pattern), { seed: 7, numRuns: 1 })[0];
  } catch {
    return undefined;
  }
}

/**
 * The field's usual value, then ordinary strings fitted to the length bounds, then one made for the
 * format: the first the whole string schema (refinements included) accepts.
 */
function stringFor(schema: unknown, def: Def, context: Context): string {
  const checks = checksOf(def);
  const formats: Check[] = [
    ...(def.format ? [{ check: 'string_format', format: def.format as string, pattern: def.pattern as RegExp | undefined }] : []),
    ...checks.filter((check) => check.check === 'string_format'),
  ];
  const named = context.field ? valuesByFieldName[context.field] : undefined;
  const candidates = [named, ...ordinaryStrings.map((text) => fitLength(text, checks))];
  for (const format of formats) candidates.push(formattedString(format));
  for (const candidate of candidates) if (candidate !== undefined && accepts(schema, candidate)) return candidate;
  const described = formats.map((format) => format.format).join(', ');
  throw new CannotGenerate(`a string for ${context.field ?? 'a value'}${described ? ` of format ${described}` : ''}`);
}

function numberFor(def: Def): number {
  const checks = checksOf(def);
  const whole = checks.some((check) => check.check === 'number_format' && /int/.test(check.format ?? '')) || def.format === 'safeint';
  let value = 1;
  for (const check of checks) {
    if (check.check === 'greater_than' && (value < check.value! || (value === check.value && !check.inclusive))) {
      value = check.inclusive ? check.value! : whole ? Math.floor(check.value!) + 1 : check.value! + 0.5;
    }
  }
  for (const check of checks) {
    if (check.check === 'less_than' && (value > check.value! || (value === check.value && !check.inclusive))) {
      value = check.inclusive ? check.value! : whole ? Math.ceil(check.value!) - 1 : check.value! - 0.5;
    }
  }
  return whole ? Math.ceil(value) : value;
}

function arrayFor(def: Def, context: Context): unknown[] {
  const checks = checksOf(def);
  const exact = checks.find((check) => check.check === 'length_equals')?.length;
  const minimum = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maximum = checks.find((check) => check.check === 'max_length')?.maximum ?? Number.POSITIVE_INFINITY;
  const count = exact ?? Math.max(minimum, Math.min(1, maximum));
  // Each element its own index, so a list of enum values holds distinct ones.
  return Array.from({ length: count }, (_unused, index) => valueFor(def.element, { ...context, index, field: undefined }));
}

function objectFor(def: Def, context: Context): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(def.shape as Record<string, unknown>)) {
    const optional = isOptional(fieldSchema);
    if (optional && context.optionalFields === 'leave-out') continue;
    try {
      const value = valueFor(fieldSchema, { ...context, field, index: 0 });
      if (optional && !accepts(fieldSchema, value)) continue;
      result[field] = value;
    } catch (error) {
      if (!optional) throw error;
    }
  }
  return result;
}

function unionFor(def: Def, context: Context): unknown {
  const reasons: string[] = [];
  for (const option of def.options as unknown[]) {
    try {
      const value = valueFor(option, context);
      if (accepts(option, value)) return value;
      reasons.push(`${JSON.stringify(value).slice(0, 80)} does not parse`);
    } catch (error) {
      reasons.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new CannotGenerate(`any option of a union (${reasons.join('; ')})`);
}

/** A JSON body keeps numbers and booleans; a query string or path segment carries their text. */
function placed(value: unknown, context: Context): unknown {
  return context.place === 'body' || typeof value === 'string' ? value : String(value);
}

function valueFor(schema: unknown, context: Context): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return objectFor(def, context);
    case 'string':
      return stringFor(schema, def, context);
    case 'number':
    case 'int':
      return placed(numberFor(def), context);
    case 'boolean':
      return placed(true, context);
    case 'enum': {
      const entries = Object.values(def.entries as Record<string, string | number>);
      return placed(entries[context.index % entries.length], context);
    }
    case 'literal':
      return placed((def.values as unknown[])[0], context);
    case 'array':
      return arrayFor(def, context);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valueFor(def.innerType, context);
    case 'pipe':
      // A transform's input is what is sent; a preprocess's or a .pipe()'s output schema says what must arrive.
      return valueFor(defOf(def.out).type === 'transform' ? def.in : def.out, context);
    case 'union':
      return unionFor(def, context);
    case 'lazy':
      return valueFor((def.getter as () => unknown)(), context);
    case 'tuple':
      return (def.items as unknown[]).map((item, index) => valueFor(item, { ...context, index, field: undefined }));
    case 'record':
      return {};
    case 'null':
    case 'unknown':
    case 'any':
      return null;
    default:
      throw new CannotGenerate(`a ${def.type} schema`);
  }
}

/**
 * A value the schema accepts: optional fields are filled in where their own value parses, or else all
 * left out (the second try passes object-level refinements that the filled-in form fails, and the
 * other way round).
 */
export function validInput(schema: z.ZodType, place: InputPlace): Generated {
  const reasons: string[] = [];
  for (const optionalFields of ['keep-valid', 'leave-out'] as const) {
    try {
      const value = valueFor(schema, { place, optionalFields, index: 0 });
      if (accepts(schema, value)) return { ok: true, value };
      reasons.push(`generated ${JSON.stringify(value).slice(0, 120)} does not parse`);
    } catch (error) {
      reasons.push(error instanceof CannotGenerate ? `cannot generate ${error.message}` : String(error));
    }
  }
  return { ok: false, reason: reasons.join('; ') };
}
