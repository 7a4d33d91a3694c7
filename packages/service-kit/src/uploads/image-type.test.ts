import { detectImageType } from './image-type';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((character) => character.charCodeAt(0)) : [value],
    ),
  );

describe('detectImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'))).toBe('image/png');
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(detectImageType(bytes('GIF89a'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
