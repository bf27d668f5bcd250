import { describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT_VERSION, SUPPORTED_CONTRACTS, supportsContract } from './version';

describe('supportsContract', () => {
  it('accepts every minor of the supported major, from the range’s minor on', () => {
    expect(supportsContract('^1.0', '1.0')).toBe(true);
    expect(supportsContract('^1.0', '1.7')).toBe(true);
    expect(supportsContract('^1.2', '1.1')).toBe(false);
    expect(supportsContract('^1.2', '1.12')).toBe(true);
  });

  it('refuses another major', () => {
    expect(supportsContract('^1.0', '2.0')).toBe(false);
    expect(supportsContract('^2.0', '1.9')).toBe(false);
  });

  it('reads alternatives, as a shell supporting two majors during a rollout does', () => {
    expect(supportsContract('^1.0 || ^2.0', '1.4')).toBe(true);
    expect(supportsContract('^1.0 || ^2.0', '2.0')).toBe(true);
    expect(supportsContract('^1.0 || ^2.0', '3.0')).toBe(false);
  });

  it('refuses what it cannot read', () => {
    for (const version of ['', '1', '1.0.0', 'v1.0', '1.x', ' 1.0']) expect(supportsContract('^1.0', version)).toBe(false);
    expect(supportsContract('>=1.0', '1.0')).toBe(false);
  });

  it('makes a shell support the version its own remotes declare', () => {
    expect(supportsContract(SUPPORTED_CONTRACTS, REMOTE_CONTRACT_VERSION)).toBe(true);
  });
});
