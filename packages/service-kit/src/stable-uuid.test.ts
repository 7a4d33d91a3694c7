import { uuidFromKey } from './stable-uuid';

it('derives one uuid per key, the same every time', () => {
  expect(uuidFromKey('a')).toBe(uuidFromKey('a'));
  expect(uuidFromKey('a')).not.toBe(uuidFromKey('b'));
  expect(uuidFromKey('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
});
