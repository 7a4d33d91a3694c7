import pino from 'pino';
import { createTestRedis } from './testing';
import {
  announceUserAccessChanged,
  parseUserEvent,
  reportUserEventDone,
  userAccessChangedChannel,
  USER_EVENT_WAIT_MS,
  type UserEvent,
} from './user-events';

const { redis, close } = createTestRedis();
const listeners: Array<{ quit(): Promise<unknown>; disconnect(): void }> = [];
afterAll(async () => {
  for (const listener of listeners) listener.disconnect();
  await close();
});

/** A gateway replica as the announcer sees it: hears each event, then reports done after `delayMs` (or never). */
async function replica(delayMs: number | 'never'): Promise<UserEvent[]> {
  const heard: UserEvent[] = [];
  const subscriber = redis.duplicate();
  listeners.push(subscriber);
  subscriber.on('message', (_channel: string, message: string) => {
    const event = parseUserEvent(message)!;
    heard.push(event);
    if (delayMs !== 'never') setTimeout(() => void reportUserEventDone(redis, event), delayMs);
  });
  await subscriber.subscribe(userAccessChangedChannel(redis));
  return heard;
}

const logger = pino({ level: 'silent' });

describe('announceUserAccessChanged', () => {
  it('answers only once every replica that heard the change reports done', async () => {
    const [fast, slow] = await Promise.all([replica(0), replica(150)]);
    const started = Date.now();
    await announceUserAccessChanged(redis, 'user-1', logger);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(fast).toEqual([expect.objectContaining({ userId: 'user-1' })]);
    expect(slow).toEqual(fast);
    // The count it waited on is gone.
    expect(await redis.get(fast[0]!.doneKey)).toBeNull();
  });

  it('answers after a bounded wait when a replica never reports, warning about it', async () => {
    const warn = jest.fn();
    await replica('never');
    const started = Date.now();
    await announceUserAccessChanged(redis, 'user-2', { ...logger, warn } as unknown as typeof logger);
    expect(Date.now() - started).toBeGreaterThanOrEqual(USER_EVENT_WAIT_MS);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'user-2' }),
      expect.stringContaining('in time'),
    );
  });
});

describe('parseUserEvent', () => {
  it('reads an event and refuses anything else', () => {
    expect(parseUserEvent('{"userId":"u","doneKey":"k"}')).toEqual({ userId: 'u', doneKey: 'k' });
    expect(parseUserEvent('u')).toBeNull();
    expect(parseUserEvent('{"userId":1,"doneKey":"k"}')).toBeNull();
  });
});
