import type { DomainEvent } from '@koinonia/service-kit';

type EventHandler = (event: DomainEvent) => Promise<void>;

/**
 * One stream's handler made of several features' (a service has one consumer per source service): each in turn. If
 * one throws, the event is delivered again to all of them, which is why each must be idempotent.
 */
export function handledByEach(...handlers: EventHandler[]): EventHandler {
  return async (event) => {
    for (const handler of handlers) await handler(event);
  };
}
