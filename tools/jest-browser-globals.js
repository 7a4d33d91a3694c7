// jsdom leaves out a few web APIs that the router and the app use; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The journal keeps entries written offline in IndexedDB, which jsdom does not have (nor the structuredClone that
// fake-indexeddb copies records with).
if (typeof globalThis.structuredClone !== 'function') {
  const { serialize, deserialize } = require('node:v8');
  globalThis.structuredClone = (value) => deserialize(serialize(value));
}
require('fake-indexeddb/auto');
