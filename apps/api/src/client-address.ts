/**
 * The client an address-keyed limit counts (docs/decisions/063-ipv6-by-64-and-a-shared-model-budget.md): the
 * request rate limits of @fastify/rate-limit, the staff sign-in's per-address lockout, the live stream caps and
 * the model budget's key of a call without a session. One subscriber usually holds a whole IPv6 /64 (RFC 6177,
 * RFC 8981 temporary addresses) and can take a fresh address from it for every request, so an IPv6 client is its
 * /64; an IPv4 client is its address.
 */
import { isIPv4, isIPv6, SocketAddress } from 'node:net';

/**
 * The key of the client at `ip` for an address-keyed limit:
 * - an IPv4 address as it is (`192.0.2.1`); an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, `::ffff:c000:201`)
 *   as its IPv4 address, so a dual-stack listener counts one client once;
 * - an IPv6 address as its /64 prefix in the canonical text of RFC 5952 (lower case, the longest run of zero
 *   groups written `::`) followed by `/64`: `2001:DB8:0:0:1:2:3:4` → `2001:db8::/64`; a zone id
 *   (`fe80::1%eth0`) is not part of the address;
 * - anything else (no address, as behind some test transports) as it is.
 *
 * @param ip the address the server sees (`request.ip`: TRUST_PROXY decides which)
 * @returns the key; never throws
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  const prefix = [...groups.slice(0, 4), 0, 0, 0, 0].map((group) => group.toString(16)).join(':');
  // SocketAddress writes an IPv6 address in the canonical form of RFC 5952 (the runtime's inet_ntop).
  return `${new SocketAddress({ address: prefix, family: 'ipv6' }).address}/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
