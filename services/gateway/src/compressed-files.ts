import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The files the front-end builds write .br and .gz siblings for (packages/mf-config/compression.js keeps
 * the same list). Every response of one says Vary: Accept-Encoding, compressed or not, so no cache hands
 * a brotli body to a client that cannot read it.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|xml|txt)$/;

export type ContentCoding = 'br' | 'gzip';
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

export const isCompressible = (file: string) => COMPRESSIBLE.test(file);

/**
 * The coding to send by the client's Accept-Encoding: the one it weighs higher, brotli on a tie (smaller);
 * none when it accepts neither. A range request gets the file itself: byte ranges of a compressed body
 * would be ranges of another representation, so compressed variants are always sent whole.
 */
export function chosenCoding(req: Request): ContentCoding | undefined {
  const header = req.headers['accept-encoding'];
  if (!header || req.headers.range) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const quality = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    weights.set(name.trim().toLowerCase(), quality === undefined ? 1 : Number(quality));
  }
  const weightOf = (...names: string[]) => names.map((name) => weights.get(name)).find((weight) => weight !== undefined) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzip = weightOf('gzip', 'x-gzip');
  if (brotli > 0 && brotli >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

type SendFileOptions = Parameters<Response['sendFile']>[1] & object;

/**
 * Sends the compressed sibling of `file` (written at build time; nothing is compressed per request) with
 * the original's Content-Type and the sibling's own length and validators, then calls `done`; calls
 * `missing` instead, with nothing sent, when the build wrote no sibling (files under 1 KB have none).
 */
function sendVariant(res: Response, file: string, coding: ContentCoding, options: SendFileOptions, missing: () => void, done: (error?: Error) => void) {
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', coding);
  res.sendFile(file + SUFFIX[coding], { ...options, acceptRanges: false }, (error) => {
    if (!error || res.headersSent) return done(error);
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Encoding');
    missing();
  });
}

/**
 * In front of express.static: a GET or HEAD of a compressible file that the client accepts compressed is
 * answered with its .br or .gz sibling; anything else goes on to express.static, whose setHeaders adds the
 * Vary of an uncompressed answer (varyForCompressible). send, given the root, refuses paths that leave it
 * and dot files, as express.static does.
 */
export function compressedVariants(root: string, cacheControlFor: (file: string) => string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCompressible(req.path)) return next();
    const coding = chosenCoding(req);
    if (!coding) return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', cacheControlFor(file));
    const missing = () => {
      // Whatever answers instead (the file itself, a 404) sets its own; a 404 must never be kept a year.
      res.removeHeader('Cache-Control');
      next();
    };
    sendVariant(res, file, coding, { root }, missing, () => undefined);
  };
}

/** express.static's setHeaders part: the uncompressed answer of a compressible file varies too. */
export function varyForCompressible(res: Response, file: string): void {
  if (isCompressible(file)) res.vary('Accept-Encoding');
}

/**
 * res.sendFile for one built file the gateway names itself (the shell's index.html, a pre-rendered page):
 * compressed when the client accepts it and the build wrote the sibling, else the file itself; `done` is
 * res.sendFile's callback.
 */
export function sendBuiltFile(req: Request, res: Response, file: string, done: (error?: Error) => void): void {
  // The pre-rendered site lives under a dot folder (.site) the gateway chose, not the request.
  const options = { dotfiles: 'allow' as const };
  const sendOriginal = () => res.sendFile(file, options, done);
  if (!isCompressible(file)) return sendOriginal();
  res.vary('Accept-Encoding');
  const coding = chosenCoding(req);
  if (!coding) return sendOriginal();
  sendVariant(res, file, coding, options, sendOriginal, done);
}
