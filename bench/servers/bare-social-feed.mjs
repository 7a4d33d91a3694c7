// The social feed's baseline: a bare node:http server and a pg pool answering one reader's feed page with the
// connect service's own page query (feedPageQuery: the posts with their images, reaction counts, comment counts and
// the reader's own reaction and report) — no Express, no identity, no validation, and not the reader's communities
// with their roles, which the service reads beside the page for what each post allows.
import { createRequire } from 'node:module';
import { serveKeysetPages } from './keyset-page-server.mjs';

const require = createRequire(import.meta.url);
const { feedPageQuery } = require('@koinonia/connect-service');
// knex only compiles, once, here: each request then runs the compiled SQL through pg alone.
const compiler = require('knex')({ client: 'pg' });

const reader = { userId: process.env.READER_ID, churchId: process.env.CHURCH_ID };
serveKeysetPages((page) => feedPageQuery(compiler, reader, page).toSQL().toNative());
