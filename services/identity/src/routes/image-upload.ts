import type { Request } from 'express';
import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE_MESSAGE,
  PROFILE_IMAGE_TYPE_MESSAGE,
} from '@koinonia/contracts';
import { readImageUpload as readUpload, type UploadedImage } from '@koinonia/service-kit';

export type { UploadedImage };

/**
 * Reads the profile photo of a multipart upload (service-kit's readImageUpload with the profile's rules): at
 * most PROFILE_IMAGE_MAX_BYTES, a JPEG, PNG or WebP judged by its bytes.
 */
export function readImageUpload(req: Request): Promise<UploadedImage> {
  return readUpload(req, {
    field: PROFILE_IMAGE_FIELD,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    sizeMessage: PROFILE_IMAGE_SIZE_MESSAGE,
    typeMessage: PROFILE_IMAGE_TYPE_MESSAGE,
  });
}
