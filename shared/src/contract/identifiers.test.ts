import { describe, expect, it } from '@jest/globals';
import { registerBodySchema, updateProfileBodySchema } from './account';
import { isEmail, parseIdentifier, toLocalPhone, toLoginIdentifier } from './identifiers';
import { sendOtpBodySchema } from './otp';
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

describe('e-mails: one form (NFKC), no invisible or direction characters', () => {
  // Zero-width space, non-joiner, joiner; left-to-right and right-to-left marks; the bidi embeddings, overrides
  // and isolates; word joiner; zero-width no-break space; soft hyphen; Arabic letter mark; Mongolian vowel separator.
  const hidden = [
    '\u200B',
    '\u200C',
    '\u200D',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2060',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\uFEFF',
    '\u00AD',
    '\u061C',
    '\u180E',
  ];
  const withHidden = hidden.map((character) => `da${character}ra@example.com`);
  const registerWith = (email: string) =>
    registerBodySchema.safeParse({
      firstName: 'Dara',
      lastName: 'Sok',
      phone: '012345678',
      password: 'secret123',
      confirmPassword: 'secret123',
      gender: 'Male',
      email,
    });
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? 'accepted' : result.error?.issues[0]?.message;

  it('refuses an e-mail holding any of them, wherever it is read', () => {
    const readings = withHidden.map((email) => ({
      email,
      isEmail: isEmail(email),
      identifier: parseIdentifier(email),
      register: messageOf(registerWith(email)),
      profile: messageOf(updateProfileBodySchema.safeParse({ email })),
      code: messageOf(sendOtpBodySchema.safeParse({ type: 'FORGOT_PASSWORD', phoneOrEmail: email })),
    }));

    expect(readings).toEqual(
      withHidden.map((email) => ({
        email,
        isEmail: false,
        identifier: null,
        register: 'invalidEmailAddress',
        profile: 'invalidEmailAddress',
        code: 'invalidEmailNumberAddress',
      })),
    );
  });

  it('reads full-width letters and signs as their ASCII form', () => {
    const fullWidth = 'ＤＡＲＡ．ＳＯＫ＠ｅｘａｍｐｌｅ．ｃｏｍ';
    expect(parseIdentifier(fullWidth)).toEqual({ kind: 'email', value: 'dara.sok@example.com' });
    expect(parseIdentifier('dara@ｅｘａｍｐｌｅ.com')).toEqual({ kind: 'email', value: 'dara@example.com' });
    const registered = registerWith(fullWidth);
    expect(registered.success && registered.data.email).toBe('dara.sok@example.com');
    const updated = updateProfileBodySchema.safeParse({ email: ` ${fullWidth} ` });
    expect(updated.success && updated.data.email).toBe('dara.sok@example.com');
  });

  it('still takes an ordinary address, and an empty profile e-mail that clears it', () => {
    expect(parseIdentifier('Dara.Sok+shop@Example.com')).toEqual({
      kind: 'email',
      value: 'dara.sok+shop@example.com',
    });
    const registered = registerWith('Dara@Example.com');
    expect(registered.success && registered.data.email).toBe('dara@example.com');
    expect(updateProfileBodySchema.parse({ email: '' }).email).toBe('');
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
