// The list endpoint's baseline: a bare node:http server and a pg pool answering the prayer wall's keyset page with
// the very query and rows the worship service reads (wallPageStatement: the audience rule, circles included, and
// what the reader did with each request) — no Express, no identity, no validation.
import { createRequire } from 'node:module';
import { serveKeysetPages } from './keyset-page-server.mjs';

const require = createRequire(import.meta.url);
const { wallPageStatement } = require('@koinonia/worship-service');
// knex only compiles, once, here: each request then runs the compiled SQL through pg alone.
const compiler = require('knex')({ client: 'pg' });

const reader = { userId: process.env.READER_ID, churchId: process.env.CHURCH_ID, name: '' };
serveKeysetPages((page) => wallPageStatement(compiler, reader, page));
