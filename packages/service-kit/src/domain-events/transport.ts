import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from '../logger';
import { isInProcessRedis, type RedisClient } from '../redis';
import type { DomainEvent } from './event';

/** Acts on one event; throws to have it delivered again later. Must be idempotent (delivery is at least once). */
export type EventHandler = (event: DomainEvent) => Promise<void>;

export interface EventSubscription {
  close(): Promise<void>;
}

/**
 * Where events travel from the service that wrote them to the services that act on them: one stream per
 * writing service, one consumer group per acting service (each group sees every event once, whichever
 * of its replicas takes it).
 */
export interface EventTransport {
  append(stream: string, event: DomainEvent): Promise<void>;
  subscribe(stream: string, group: string, handle: EventHandler): Promise<EventSubscription>;
}

/** Redis Streams in the distributed mode; the in-process equivalent with the embedded stand-in of Redis. */
export function eventTransportFor(redis: RedisClient, logger: Logger): EventTransport {
  return isInProcessRedis(redis) ? inProcessTransport(redis) : redisStreamsTransport(redis, logger);
}

/** Keeps streams bounded: old events go once every group has long read them. */
const STREAM_MAX_LENGTH = 100_000;
/** A pending event not acknowledged for this long (its consumer died, or it failed) is taken again. */
const RECLAIM_IDLE_MS = 60_000;
const RECLAIM_EVERY_MS = 30_000;
const BLOCK_MS = 1_000;

const streamKey = (stream: string) => `events:${stream}`;
const toFields = (event: DomainEvent) => ['event', JSON.stringify(event)];
function fromFields(fields: string[]): DomainEvent | null {
  const index = fields.indexOf('event');
  try {
    return index >= 0 ? (JSON.parse(fields[index + 1]!) as DomainEvent) : null;
  } catch {
    return null;
  }
}

type StreamEntries = Array<[id: string, fields: string[]]>;

export function redisStreamsTransport(
  redis: RedisClient,
  logger: Logger,
  timing: { reclaimIdleMs: number; reclaimEveryMs: number } = {
    reclaimIdleMs: RECLAIM_IDLE_MS,
    reclaimEveryMs: RECLAIM_EVERY_MS,
  },
): EventTransport {
  return {
    async append(stream, event) {
      await redis.xadd(streamKey(stream), 'MAXLEN', '~', STREAM_MAX_LENGTH, '*', ...toFields(event));
    },
    async subscribe(stream, group, handle) {
      const key = streamKey(stream);
      // From the start of the stream when the group is new, so nothing written before its first start is missed.
      // ioredis does not prefix XGROUP's key (it follows a subcommand): the prefix is added here.
      await redis
        .xgroup('CREATE', `${redis.options.keyPrefix ?? ''}${key}`, group, '0', 'MKSTREAM')
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message.includes('BUSYGROUP'))) throw error;
        });
      const consumer = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
      // XREADGROUP … BLOCK holds its connection: it gets one of its own.
      const reader = redis.duplicate();
      let closed = false;

      const handleAll = async (entries: StreamEntries) => {
        for (const [id, fields] of entries) {
          const event = fromFields(fields);
          try {
            if (event) await handle(event);
            else logger.error({ stream, id }, 'dropped a stream entry that is not an event');
            await redis.xack(key, group, id);
          } catch (error) {
            logger.error(
              { err: error, stream, group, eventId: event?.id, type: event?.type },
              'an event handler failed: the event will be delivered again',
            );
          }
        }
      };
      const reading = (async () => {
        while (!closed) {
          try {
            const answer = (await reader.xreadgroup(
              'GROUP',
              group,
              consumer,
              'COUNT',
              50,
              'BLOCK',
              BLOCK_MS,
              'STREAMS',
              key,
              '>',
            )) as Array<[string, StreamEntries]> | null;
            if (answer) await handleAll(answer[0]![1]);
          } catch (error) {
            if (closed) return;
            logger.warn({ err: error, stream, group }, 'could not read events: trying again shortly');
            await new Promise((resolve) => setTimeout(resolve, BLOCK_MS));
          }
        }
      })();
      const reclaim = setInterval(() => {
        redis
          .xautoclaim(key, group, consumer, timing.reclaimIdleMs, '0-0', 'COUNT', 50)
          .then((answer) => handleAll((answer as [string, StreamEntries])[1] ?? []))
          .catch((error: unknown) => logger.warn({ err: error, stream, group }, 'could not take back pending events'));
      }, timing.reclaimEveryMs);
      reclaim.unref();

      return {
        async close() {
          closed = true;
          clearInterval(reclaim);
          reader.disconnect();
          await reading;
        },
      };
    },
  };
}

interface InProcessStream {
  events: DomainEvent[];
  groups: Map<string, EventHandler>;
}
/** By key prefix, as the in-process Redis keeps one keyspace for the whole process. */
const inProcessStreams = new Map<string, Map<string, InProcessStream>>();

/**
 * The embedded mode's streams, in memory and shared by everything using the same in-process Redis. An append
 * answers once every group has handled the event, so the outbox marks it sent only then: a crash in between
 * sends it again, and nothing is lost with the memory. A group that subscribes later reads the events it missed.
 */
export function inProcessTransport(redis: RedisClient): EventTransport {
  const prefix = redis.options.keyPrefix ?? '';
  let streams = inProcessStreams.get(prefix);
  if (!streams) inProcessStreams.set(prefix, (streams = new Map()));
  const streamOf = (name: string) => {
    let stream = streams!.get(name);
    if (!stream) streams!.set(name, (stream = { events: [], groups: new Map() }));
    return stream;
  };
  return {
    async append(name, event) {
      const stream = streamOf(name);
      stream.events.push(event);
      if (stream.events.length > STREAM_MAX_LENGTH) stream.events.shift();
      for (const handle of [...stream.groups.values()]) await handle(event);
    },
    async subscribe(name, group, handle) {
      const stream = streamOf(name);
      if (!stream.groups.has(group)) for (const event of stream.events) await handle(event);
      stream.groups.set(group, handle);
      return {
        async close() {
          if (stream.groups.get(group) === handle) stream.groups.delete(group);
        },
      };
    },
  };
}
