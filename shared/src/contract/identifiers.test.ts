import { describe, expect, it } from '@jest/globals';
import { parseIdentifier, toLocalPhone, toLoginIdentifier } from './identifiers';
import { toUploadFileName, uploadExtensionOf } from './upload';

describe('phone and e-mail rules of spec section 5', () => {
  it('sends a numeric login identifier of 8 to 11 digits as +855 and the number without its leading zero', () => {
    expect(toLoginIdentifier('012 345 678')).toBe('+85512345678');
    expect(toLoginIdentifier('12345678')).toBe('+85512345678');
    expect(toLoginIdentifier('1234567')).toBe('1234567');
  });

  it('replaces +855 by 0 in any other login identifier', () => {
    expect(toLoginIdentifier('+855 12 345 678')).toBe('012345678');
    expect(toLoginIdentifier('dara@example.com')).toBe('dara@example.com');
  });

  it('keeps phones in the local form with a leading 0', () => {
    expect(toLocalPhone('+85512345678')).toBe('012345678');
    expect(toLocalPhone('85512345678')).toBe('012345678');
    expect(toLocalPhone('012-345-678')).toBe('012345678');
    expect(toLocalPhone('12345678')).toBe('012345678');
    expect(toLocalPhone('abc')).toBeNull();
  });

  it('reads an identifier as a lower-cased e-mail or a local phone', () => {
    expect(parseIdentifier(' Dara@Example.COM ')).toEqual({ kind: 'email', value: 'dara@example.com' });
    expect(parseIdentifier('+85512345678')).toEqual({ kind: 'phone', value: '012345678' });
    expect(parseIdentifier('dara@example')).toBeNull();
    expect(parseIdentifier('12')).toBeNull();
  });
});

describe('upload file names (spec section 5)', () => {
  it('keeps the part before the first dot, stripped of everything but letters', () => {
    expect(toUploadFileName('My Café 2024.final.png')).toBe('MyCafé');
    expect(toUploadFileName('រូបភាព ១.jpg')).toBe('រូបភាព');
  });

  it('keeps a one-character name as it is', () => {
    expect(toUploadFileName('a.png')).toBe('a');
    expect(toUploadFileName('7.png')).toBe('7');
  });

  it('never answers an empty name', () => {
    expect(toUploadFileName('2024-01-01.png')).toBe('file');
    expect(toUploadFileName('.png')).toBe('file');
  });

  it('takes the extension from the image MIME subtype', () => {
    expect(uploadExtensionOf('image/jpeg')).toBe('jpeg');
    expect(uploadExtensionOf('image/svg+xml')).toBe('svg');
  });
});
