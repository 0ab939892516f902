import { describe, expect, it } from '@jest/globals';
import { runtimeIncompatibility, sharedIncompatibility } from './shared-compat';

const manifest = (range: string) => ({
  shared: [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@portal/shared', requiredVersion: range },
  ],
});

describe('whether this host can run a remote', () => {
  it('runs a remote built against the same or an older shared of the same major', () => {
    expect(sharedIncompatibility('academy', manifest('^1.0.0'), '1.0.0')).toBeNull();
    expect(sharedIncompatibility('academy', manifest('^1.0.0'), '1.4.2')).toBeNull();
  });

  it('refuses a remote that needs a newer minor or another major, and says why', () => {
    expect(sharedIncompatibility('academy', manifest('^1.2.0'), '1.1.9')).toBe(
      'the academy section needs @portal/shared ^1.2.0, and this host provides 1.1.9',
    );
    expect(sharedIncompatibility('shop', manifest('^2.0.0'), '1.9.0')).toContain(
      'needs @portal/shared ^2.0.0',
    );
  });

  it('refuses a range it cannot read, and a host that provides no shared', () => {
    expect(sharedIncompatibility('shop', manifest('>=1 <3'), '1.0.0')).not.toBeNull();
    expect(sharedIncompatibility('shop', manifest('^1.0.0'), undefined)).not.toBeNull();
  });

  it('runs a remote that does not share @portal/shared at all', () => {
    expect(sharedIncompatibility('shop', { shared: [] }, '1.0.0')).toBeNull();
  });
});

describe('whether this host gives a remote the federation runtime it uses', () => {
  const built = (federationRuntime?: { core: string; provides: boolean }) => ({
    metaData: federationRuntime ? { federationRuntime } : {},
  });

  it('runs a remote that uses the same core, or carries its own', () => {
    expect(runtimeIncompatibility('shop', built({ core: '2.9.2', provides: false }), '2.9.2')).toBeNull();
    expect(runtimeIncompatibility('shop', built(), '2.9.2')).toBeNull();
    expect(runtimeIncompatibility('shop', built({ core: '2.8.0', provides: true }), '2.9.2')).toBeNull();
  });

  it('refuses a remote built for another core, and says why', () => {
    expect(runtimeIncompatibility('shop', built({ core: '2.10.0', provides: false }), '2.9.2')).toBe(
      "the shop section uses the host's federation runtime 2.10.0, and this host provides 2.9.2",
    );
  });
});
