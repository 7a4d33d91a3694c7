import { createFakeRealtime } from '@koinonia/shell-contract/testing';
import { lazyRealtimeConnection } from './realtime-connection';

describe('the page’s realtime connection', () => {
  it('loads the socket with the first subscriber, and sends nothing before', async () => {
    const fake = createFakeRealtime();
    const load = jest.fn(async () => fake.connection);
    const connection = lazyRealtimeConnection(load);
    expect(connection.send({ type: 'typing', conversationId: 'c1' })).toBe(false);
    expect(load).not.toHaveBeenCalled();

    const heard: unknown[] = [];
    const stop = connection.subscribe((event) => heard.push(event));
    await Promise.resolve();
    await Promise.resolve();
    fake.emit({ type: 'reconnected' });
    expect(heard).toEqual([{ type: 'reconnected' }]);
    expect(load).toHaveBeenCalledTimes(1);

    stop();
    fake.emit({ type: 'reconnected' });
    expect(heard).toHaveLength(1);
  });

  it('does not subscribe a handler that left before the socket was loaded', async () => {
    const fake = createFakeRealtime();
    const connection = lazyRealtimeConnection(async () => fake.connection);
    const heard: unknown[] = [];
    connection.subscribe((event) => heard.push(event))();
    await Promise.resolve();
    await Promise.resolve();
    fake.emit({ type: 'reconnected' });
    expect(heard).toEqual([]);
  });
});
