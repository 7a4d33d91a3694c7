import { pathToOpen, pushedNotificationOf } from './push';

const data = (value: unknown) => ({ json: () => value });

describe('a pushed notification', () => {
  it('is read from what connect pushes', () => {
    expect(pushedNotificationOf(data({ notificationId: 'n1', title: 'Lucas prayed for you', message: 'For “Rain”.', actionUrl: '/prayer-wall/1' }))).toEqual({
      notificationId: 'n1',
      title: 'Lucas prayed for you',
      message: 'For “Rain”.',
      actionUrl: '/prayer-wall/1',
    });
  });

  it('is nothing when the push is not one (no data, not JSON, fields missing)', () => {
    expect(pushedNotificationOf(null)).toBeNull();
    expect(pushedNotificationOf({ json: () => JSON.parse('not json') })).toBeNull();
    expect(pushedNotificationOf(data({ title: 'No id' }))).toBeNull();
  });

  it("opens only the app's own paths", () => {
    expect(pathToOpen('/events/1')).toBe('/events/1');
    expect(pathToOpen(null)).toBe('/dashboard');
    expect(pathToOpen('https://elsewhere.example.org/')).toBe('/dashboard');
    expect(pathToOpen('//elsewhere.example.org/')).toBe('/dashboard');
  });
});
