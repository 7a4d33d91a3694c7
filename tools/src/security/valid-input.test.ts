import { z } from 'zod';
import { declaredCatalogue } from './declared-routes';
import { personas } from './personas';
import { routeInput } from './route-input';
import { routeKey } from './route-catalogue';
import { validInput } from './valid-input';

const generated = (schema: z.ZodType, place: 'body' | 'query' | 'params' = 'body') => {
  const result = validInput(schema, place);
  if (!result.ok) throw new Error(result.reason);
  expect(schema.safeParse(result.value).success).toBe(true);
  return result.value;
};

describe('valid input from zod 4 schemas', () => {
  it('fills objects with strings of the right length and format', () => {
    const value = generated(
      z.strictObject({
        name: z.string().min(30).max(40),
        code: z.string().max(3),
        email: z.email(),
        legacyEmail: z.string().trim().toLowerCase().max(254).pipe(z.email()),
        id: z.uuid(),
        site: z.url(),
        pin: z.string().regex(/^[0-9]{6}$/),
      }),
    ) as { name: string; code: string };
    expect(value.name.length).toBeGreaterThanOrEqual(30);
    expect(value.code.length).toBeLessThanOrEqual(3);
  });

  it('respects number bounds, whole numbers and exclusive limits', () => {
    expect(generated(z.number().int().min(5).max(9))).toBe(5);
    expect(generated(z.number().gt(10))).toBeGreaterThan(10);
    expect(generated(z.number().int().lt(0))).toBe(-1);
  });

  it('takes an enum, a literal, a boolean, arrays of distinct values, optionals, nullables and defaults', () => {
    const value = generated(
      z.strictObject({
        kind: z.literal('contact'),
        theme: z.enum(['light', 'dark']),
        on: z.boolean(),
        tags: z.array(z.enum(['a', 'b', 'c'])).min(2).refine((tags) => new Set(tags).size === tags.length),
        note: z.string().nullable(),
        later: z.string().optional(),
        size: z.number().default(3),
      }),
    );
    expect(value).toMatchObject({ kind: 'contact', theme: 'light', on: true, tags: ['a', 'b'] });
  });

  it('chooses a union option that parses, discriminated or not', () => {
    const either = z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('a'), n: z.number().min(2) }), z.strictObject({ kind: z.literal('b') })]);
    expect(generated(either)).toEqual({ kind: 'a', n: 2 });
    expect(typeof generated(z.union([z.uuid(), z.number()]))).toBe('string');
  });

  it('leaves optional fields out when that is what an object-level rule needs, and fills them when it needs them', () => {
    expect(generated(z.strictObject({ a: z.string().optional(), b: z.string().optional() }).refine((value) => value.a === undefined))).toEqual({});
    expect(generated(z.strictObject({ theme: z.enum(['dark']).optional() }).refine((value) => value.theme !== undefined))).toEqual({ theme: 'dark' });
  });

  it('writes numbers and booleans of a query as text, for coercing schemas', () => {
    expect(generated(z.strictObject({ limit: z.coerce.number().int().min(1).max(50) }), 'query')).toEqual({ limit: '1' });
  });

  it('says why when a schema cannot be generated', () => {
    const result = validInput(z.strictObject({ when: z.date() }), 'body');
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('cannot generate a date schema') });
  });
});

describe('the input the security tests send', () => {
  it('parses for every route with params, a query or a body, for every caller', async () => {
    const routes = await declaredCatalogue();
    const failures = routes.flatMap((route) =>
      personas.flatMap((persona) => {
        const made = routeInput(route, persona);
        return made.ok ? [] : [`${routeKey(route)} as ${persona.name}: ${made.reason}`];
      }),
    );
    expect(failures).toEqual([]);
    expect(routes.filter((route) => route.body).length).toBeGreaterThan(15);
  });
});
