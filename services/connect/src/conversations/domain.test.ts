import { directPair, editRefusal, messageNotificationOf, nextCreator, previewOf, removal } from './domain';

const ada = '00000000-0000-4000-8000-00000000000a';
const ben = '00000000-0000-4000-8000-00000000000b';
const cy = '00000000-0000-4000-8000-00000000000c';
const member = (userId: string, joined: string) => ({
  userId,
  name: null,
  lastReadSequence: 0,
  joinedAt: new Date(joined),
});

describe('conversation rules', () => {
  it('keys a direct conversation by its pair whoever starts it', () => {
    expect(directPair(cy, ben, ada.toUpperCase())).toBe(directPair(cy, ada, ben));
    expect(directPair(cy, ada, ben)).not.toBe(directPair(ada, ada, ben));
  });

  it('lets anyone leave a group, only its creator remove others, and nobody leave a conversation of two', () => {
    const group = {
      kind: 'group' as const,
      createdBy: ada,
      members: [member(ada, '2026-01-01'), member(ben, '2026-01-02')],
    };
    expect(removal(group, ben, ben)).toBe('leave');
    expect(removal(group, ada, ben)).toBe('remove');
    expect(removal(group, ben, ada)).toBe('not_creator');
    expect(removal(group, ada, cy)).toBe('absent');
    expect(removal(group, ben, cy)).toBe('not_creator');
    expect(removal({ ...group, kind: 'direct' }, ada, ada)).toBe('not_group');
  });

  it('hands a group to its longest member when the creator leaves, or ends it', () => {
    const members = [member(ada, '2026-01-01'), member(cy, '2026-01-03'), member(ben, '2026-01-02')];
    expect(nextCreator(members, ada)).toBe(ben);
    expect(nextCreator([member(ada, '2026-01-01')], ada)).toBeNull();
  });

  it('previews a message on one line, cut to 140 characters', () => {
    expect(previewOf('  Hello\n\nthere ')).toBe('Hello there');
    const preview = previewOf('word '.repeat(100));
    expect(preview).toHaveLength(140);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('writes the notification of a group by its title and of a direct conversation by its sender', () => {
    expect(
      messageNotificationOf({ id: 'c1', kind: 'group', title: 'Choir' }, { senderName: 'Ada', body: 'Hi' }),
    ).toEqual({
      type: 'message',
      title: 'Ada in Choir',
      message: 'Hi',
      actionUrl: '/messages/c1',
    });
    expect(
      messageNotificationOf({ id: 'c2', kind: 'direct', title: null }, { senderName: null, body: 'Hi' }).title,
    ).toBe('New message from Someone');
  });
});

describe('editing a message', () => {
  const sentAt = new Date('2026-11-20T09:00:00Z');
  const message = { senderId: ada, deletedAt: null, createdAt: sentAt };
  const hoursLater = (hours: number) => new Date(sentAt.getTime() + hours * 60 * 60 * 1000);

  it('is its sender’s, for 24 hours after sending, until it is deleted', () => {
    expect(editRefusal(message, ada, hoursLater(23.9))).toBeNull();
    expect(editRefusal(message, ada, hoursLater(24.1))).toBe('window_passed');
    expect(editRefusal(message, ben, hoursLater(1))).toBe('not_sender');
    expect(editRefusal({ ...message, deletedAt: hoursLater(1) }, ada, hoursLater(2))).toBe('deleted');
  });
});
