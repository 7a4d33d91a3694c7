import type { Request } from 'express';
import busboy from 'busboy';
import { HttpError } from '../errors';
import { detectImageType, type DetectedImageType } from './image-type';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export interface UploadedImage {
  contentType: DetectedImageType;
  bytes: Buffer;
}

export interface ImageUploadRules {
  /** The form field the file comes in. */
  field: string;
  /** At most this many bytes are kept; a larger file is a 413. */
  maxBytes: number;
  /** The 413's message ("The image must be at most 2 MB"). */
  sizeMessage: string;
  /** The 400's message when the bytes are not a JPEG, PNG or WebP image. */
  typeMessage: string;
}

/**
 * Reads the one image of a multipart upload. The service's JSON parser leaves multipart bodies alone, so the
 * stream arrives here untouched. At most `maxBytes` are kept: a declared length beyond that is refused before
 * reading, and a file that grows past it is cut off and the rest discarded unbuffered. The type is judged by the
 * bytes, never by the declared content type or file name. Errors: 400 `upload_failed` (not multipart, broken,
 * interrupted), 413 `image_too_large`, 400 `image_type`.
 */
export async function readImageUpload(req: Request, rules: ImageUploadRules): Promise<UploadedImage> {
  const notMultipart = `Send the image as multipart/form-data in the field "${rules.field}"`;
  if (!req.is('multipart/form-data')) throw new HttpError(400, notMultipart, { code: 'upload_failed' });
  const declaredLength = Number(req.headers['content-length']);
  if (declaredLength > rules.maxBytes + MULTIPART_OVERHEAD_BYTES)
    throw new HttpError(413, rules.sizeMessage, { code: 'image_too_large' });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // busboy reports the limit when a file reaches it: one byte more tells "over the limit" from "exactly it".
      limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    // A multipart content type without a boundary.
    throw new HttpError(400, notMultipart, { code: 'upload_failed' });
  }

  const received = await new Promise<{ chunks: Buffer[]; tooLarge: boolean; found: boolean }>((resolve, reject) => {
    const result = { chunks: [] as Buffer[], tooLarge: false, found: false };
    parser.on('file', (name, stream) => {
      if (name !== rules.field || result.found) {
        stream.resume();
        return;
      }
      result.found = true;
      stream.on('data', (chunk: Buffer) => {
        if (!result.tooLarge) result.chunks.push(chunk);
      });
      stream.on('limit', () => {
        result.tooLarge = true;
        result.chunks = [];
      });
    });
    parser.on('close', () => resolve(result));
    parser.on('error', () => reject(new HttpError(400, notMultipart, { code: 'upload_failed' })));
    req.on('aborted', () => reject(new HttpError(400, 'The upload was interrupted', { code: 'upload_failed' })));
    req.pipe(parser);
  });

  if (received.tooLarge) throw new HttpError(413, rules.sizeMessage, { code: 'image_too_large' });
  const bytes = Buffer.concat(received.chunks);
  const contentType = received.found ? detectImageType(bytes) : null;
  if (!contentType) throw new HttpError(400, rules.typeMessage, { code: 'image_type' });
  return { contentType, bytes };
}
