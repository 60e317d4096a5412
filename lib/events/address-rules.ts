import { isIP } from 'node:net';

/**
 * Whether a webhook may be posted to this IP address. Private, link-local (cloud metadata),
 * unspecified, multicast and shared (CGNAT) addresses are never allowed; loopback only in the
 * sandbox, so tests and the built-in receiver work.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const version = isIP(address);
  if (version === 4) return allowedV4(address, allowLoopback);
  if (version === 6) return allowedV6(address.toLowerCase(), allowLoopback);
  return false;
}

function allowedV4(address: string, allowLoopback: boolean): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  if (a === 127) return allowLoopback;
  if (a === 0 || a === 10 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 192 && b === 0) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  return true;
}

function allowedV6(address: string, allowLoopback: boolean): boolean {
  if (address === '::1') return allowLoopback;
  if (address === '::') return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return allowedV4(mapped[1]!, allowLoopback);
  if (/^f[cd]/.test(address)) return false; // unique local
  if (/^fe[89ab]/.test(address)) return false; // link-local
  if (address.startsWith('ff')) return false; // multicast
  return true;
}
