import { createHash } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { deployTokenHash, isDeployToken, newDeployTokenSecret, tokenMayRelease } from './token-secret';

describe('deploy token secrets and scopes', () => {
  it('makes a new random token each time, told apart from an access token by its prefix', () => {
    const [one, two] = [newDeployTokenSecret(), newDeployTokenSecret()];
    expect(one).not.toBe(two);
    expect(one).toMatch(/^cpdt_[A-Za-z0-9_-]{43}$/);
    expect(isDeployToken(one)).toBe(true);
    expect(isDeployToken('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
  });

  it('keeps only the SHA-256 of a token', () => {
    const token = newDeployTokenSecret();
    expect(deployTokenHash(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(deployTokenHash(token)).not.toContain(token.slice(5, 15));
  });

  it('lets an app’s token release that app only', () => {
    expect(tokenMayRelease('academy', 'academy')).toBe(true);
    expect(tokenMayRelease('academy', 'services')).toBe(false);
    expect(tokenMayRelease('host', 'academy')).toBe(false);
    expect(tokenMayRelease('academy', 'host')).toBe(false);
  });
});
