import { badgeText, linkTarget } from './bell-items';

describe('badgeText', () => {
  it('SPEC §5/§9: shows the count up to 99, then 99+, and nothing at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('linkTarget', () => {
  it('follows in-app paths with the router and http(s) addresses by leaving the app', () => {
    expect(linkTarget('/events?week=1')).toEqual({ internal: '/events?week=1' });
    expect(linkTarget('https://example.org/a')).toEqual({ external: 'https://example.org/a' });
  });

  it('ignores a missing link, a protocol-relative one and any other scheme', () => {
    expect(linkTarget(null)).toBeNull();
    expect(linkTarget('//evil.example/x')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('not a url')).toBeNull();
  });
});
