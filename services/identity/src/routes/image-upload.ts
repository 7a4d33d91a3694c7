import type { Request } from 'express';
import busboy from 'busboy';
import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE_MESSAGE,
  PROFILE_IMAGE_TYPE_MESSAGE,
  type ProfileImageType,
} from '@koinonia/contracts';
import { HttpError } from '@koinonia/service-kit';
import { detectImageType } from '../domain/image-type';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const NOT_MULTIPART_MESSAGE = `Send the image as multipart/form-data in the field "${PROFILE_IMAGE_FIELD}"`;

export interface UploadedImage {
  contentType: ProfileImageType;
  bytes: Buffer;
}

/**
 * Reads the one image of a multipart upload. The service's JSON parser leaves multipart bodies alone, so
 * the stream arrives here untouched. At most PROFILE_IMAGE_MAX_BYTES are kept: a declared length beyond
 * that is refused before reading, and a file that grows past it is cut off and the rest discarded
 * unbuffered. The type is judged by the bytes, never by the declared content type or file name.
 */
export async function readImageUpload(req: Request): Promise<UploadedImage> {
  if (!req.is('multipart/form-data')) throw new HttpError(400, NOT_MULTIPART_MESSAGE, { code: 'upload_failed' });
  const declaredLength = Number(req.headers['content-length']);
  if (declaredLength > PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw new HttpError(413, PROFILE_IMAGE_SIZE_MESSAGE, { code: 'image_too_large' });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // busboy reports the limit when a file reaches it: one byte more tells "over 2 MB" from "exactly 2 MB".
      limits: { files: 1, fileSize: PROFILE_IMAGE_MAX_BYTES + 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    // A multipart content type without a boundary.
    throw new HttpError(400, NOT_MULTIPART_MESSAGE, { code: 'upload_failed' });
  }

  const received = await new Promise<{ chunks: Buffer[]; tooLarge: boolean; found: boolean }>((resolve, reject) => {
    const result = { chunks: [] as Buffer[], tooLarge: false, found: false };
    parser.on('file', (name, stream) => {
      if (name !== PROFILE_IMAGE_FIELD || result.found) {
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
    parser.on('error', () => reject(new HttpError(400, NOT_MULTIPART_MESSAGE, { code: 'upload_failed' })));
    req.on('aborted', () => reject(new HttpError(400, 'The upload was interrupted', { code: 'upload_failed' })));
    req.pipe(parser);
  });

  if (received.tooLarge) throw new HttpError(413, PROFILE_IMAGE_SIZE_MESSAGE, { code: 'image_too_large' });
  const bytes = Buffer.concat(received.chunks);
  const contentType = received.found ? detectImageType(bytes) : null;
  if (!contentType) throw new HttpError(400, PROFILE_IMAGE_TYPE_MESSAGE, { code: 'image_type' });
  return { contentType, bytes };
}
