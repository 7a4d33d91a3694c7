/** The image types an upload may be: judged by the bytes, never by a declared type or file name. */
export type DetectedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type from the file's first bytes (its "magic number"), never from the name or the declared
 * type: a browser's or an attacker's label is not evidence of what the bytes are.
 */
export function detectImageType(bytes: Uint8Array): DetectedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** How many leading bytes detectImageType needs. */
export const IMAGE_SIGNATURE_LENGTH = 12;
