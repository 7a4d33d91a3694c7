import { types } from 'node:util';

/**
 * jest runs each test file in a vm context whose Error is not the one node:fs makes its errors with, so
 * `error instanceof Error` is false there for a file-system error (jestjs/jest#2549) — and a library that
 * tests it (send, behind express.static) takes another path than it takes in Node. Called at the top of a
 * test file, it makes `instanceof Error` (and only Error itself, not its subclasses) see the errors of both,
 * as Node does.
 */
export function recognizeNodeErrors(): void {
  const ordinary = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(Error, Symbol.hasInstance, {
    configurable: true,
    value(this: unknown, value: unknown) {
      return (this === Error && types.isNativeError(value)) || ordinary.call(this, value);
    },
  });
}
