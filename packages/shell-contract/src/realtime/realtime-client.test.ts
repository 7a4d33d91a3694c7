import { createRealtimeClient, reconnectDelay, type RealtimeEvent, type SocketLike } from './realtime-client';

/** A socket the test opens, feeds and drops by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const client = createRealtimeClient({
    url: () => 'ws://app.test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    initialDelayMs: 1000,
    maxDelayMs: 8000,
    random: () => 0,
  });
  return { client, sockets };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the page’s realtime connection', () => {
  it('opens one socket for all subscribers and closes it after the last one leaves', () => {
    const { client, sockets } = setUp();
    const first = client.subscribe(() => undefined);
    const second = client.subscribe(() => undefined);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://app.test/ws');
    first();
    expect(sockets[0]!.closed).toBe(false);
    second();
    expect(sockets[0]!.closed).toBe(true);
  });

  it('hands every server message to each subscriber and drops what is not one', () => {
    const { client, sockets } = setUp();
    const heard: RealtimeEvent[] = [];
    client.subscribe((event) => heard.push(event));
    sockets[0]!.receive({ type: 'welcome', userId: 'u1' });
    sockets[0]!.receive('not json');
    sockets[0]!.receive({ type: 'typing', conversationId: 'c1', userId: 'u2', name: 'Ada' });
    expect(heard).toEqual([
      { type: 'welcome', userId: 'u1' },
      { type: 'typing', conversationId: 'c1', userId: 'u2', name: 'Ada' },
    ]);
  });

  it('reconnects with a doubling delay capped at the maximum, and says "reconnected" after the next welcome', () => {
    const { client, sockets } = setUp();
    const heard: RealtimeEvent[] = [];
    client.subscribe((event) => heard.push(event));
    sockets[0]!.receive({ type: 'welcome', userId: 'u1' });
    sockets[0]!.drop();
    jest.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    jest.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    sockets[2]!.receive({ type: 'welcome', userId: 'u1' });
    expect(heard.slice(-2)).toEqual([{ type: 'welcome', userId: 'u1' }, { type: 'reconnected' }]);
    expect(reconnectDelay(10, 1000, 8000, () => 0)).toBe(8000);
    expect(reconnectDelay(10, 1000, 8000, () => 1)).toBe(9600);
  });

  it('sends only while connected', () => {
    const { client, sockets } = setUp();
    client.subscribe(() => undefined);
    expect(client.send({ type: 'typing', conversationId: 'c1' })).toBe(false);
    sockets[0]!.open();
    expect(client.send({ type: 'typing', conversationId: 'c1' })).toBe(true);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'typing', conversationId: 'c1' })]);
  });

  it('does not reconnect once nobody listens, and starts afresh on restart', () => {
    const { client, sockets } = setUp();
    const leave = client.subscribe(() => undefined);
    leave();
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    client.subscribe(() => undefined);
    client.restart();
    expect(sockets).toHaveLength(3);
    expect(sockets[1]!.closed).toBe(true);
  });
});
