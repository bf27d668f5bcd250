/**
 * The contract version this lib describes, as `major.minor`. A remote built against it declares it; a shell built
 * against it supports every minor of its major. A minor adds only what an older reader may ignore (an optional
 * field); anything else is a new major, rolled out shell first (see docs/federation.md).
 */
export const REMOTE_CONTRACT_VERSION = '1.1';

/**
 * What a shell built against this lib accepts: this major, any minor from 1.0 (1.1 only added the optional `pages`,
 * which a 1.0 remote does not publish: links to its pages are then shown as text).
 */
export const SUPPORTED_CONTRACTS = '^1.0';

const VERSION = /^(\d+)\.(\d+)$/;
const CARET = /^\^(\d+)\.(\d+)$/;

export const isContractVersion = (value: unknown): value is string => typeof value === 'string' && VERSION.test(value);

/**
 * Whether `version` (e.g. '1.3') is within `supported`: caret ranges joined by `||` (e.g. '^1.0 || ^2.0'), where
 * '^1.2' means major 1, minor 2 or later. Anything unreadable is unsupported.
 */
export function supportsContract(supported: string, version: string): boolean {
  const found = VERSION.exec(version);
  if (!found) return false;
  const [major, minor] = [Number(found[1]), Number(found[2])];
  return supported.split('||').some((part) => {
    const range = CARET.exec(part.trim());
    return range !== null && Number(range[1]) === major && minor >= Number(range[2]);
  });
}
