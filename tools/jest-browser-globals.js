// jsdom leaves out a few web APIs that the router and the app use; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
