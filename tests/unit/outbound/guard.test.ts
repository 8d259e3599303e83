// The outbound guard's address table and allow list, case by case.
import { describe, expect, it } from 'vitest';
import { isAllowed, parseAllowHosts } from '../../../server/outbound/guard.ts';
import { addressRestriction } from '../../../server/outbound/addresses.ts';

describe('addressRestriction', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.1.2.3', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['::127.0.0.1', 'loopback'],
  ])('%s is %s', (ip, reason) => {
    expect(addressRestriction(ip)).toBe(reason);
  });

  it.each(['1.1.1.1', '8.8.8.8', '100.63.255.255', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets the public address %s through',
    (ip) => {
      expect(addressRestriction(ip)).toBeUndefined();
    },
  );

  it('refuses what is not an address', () => {
    expect(addressRestriction('localhost')).toBe('not an IP address');
  });
});

describe('OUTBOUND_ALLOW_HOSTS', () => {
  it('parses hosts, host:port and bracketed IPv6, normalised as URLs are', () => {
    expect(parseAllowHosts(' ollama.internal, 127.1:11434,[::1]:8080 ,Models.Example.')).toEqual([
      { host: 'ollama.internal', port: undefined },
      { host: '127.0.0.1', port: 11434 },
      { host: '[::1]', port: 8080 },
      { host: 'models.example', port: undefined },
    ]);
    expect(parseAllowHosts(undefined)).toEqual([]);
  });

  it('refuses entries that are not a host', () => {
    expect(() => parseAllowHosts('http://x/')).toThrow(/OUTBOUND_ALLOW_HOSTS/);
    expect(() => parseAllowHosts('::1')).toThrow(/\[::1\]/);
  });

  it('matches scheme-default ports and any port when none is given', () => {
    const allow = parseAllowHosts('a.test,127.0.0.1:8080,b.test:443');
    expect(isAllowed(new URL('http://a.test:1234/v1'), allow)).toBe(true);
    expect(isAllowed(new URL('http://0x7f000001:8080/v1'), allow)).toBe(true);
    expect(isAllowed(new URL('http://127.0.0.1:8081/v1'), allow)).toBe(false);
    expect(isAllowed(new URL('https://b.test/v1'), allow)).toBe(true);
    expect(isAllowed(new URL('http://b.test/v1'), allow)).toBe(false);
  });
});
