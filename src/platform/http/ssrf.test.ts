import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './ssrf.ts';

describe('SSRF guard: public addresses only', () => {
  it('accepts addresses on the public internet', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      // NAT64 well-known prefix and 6to4 carrying a public IPv4 address reach that address.
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
      '2a00:1450:4001:80b::200e',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, shared, reserved and multicast addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.8.8',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '192.88.99.1',
      '198.18.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fec0::1',
      'fc00::1',
      'fd12:3456::1',
      '100::1',
      '2001:db8::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges an IPv6 address carrying an IPv4 one by that IPv4 address, however it is written', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '::FFFF:7F00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '0000:0000:0000:0000:0000:ffff:169.254.169.254',
      '::ffff:0:7f00:1',
      '::ffff:0:10.0.0.1',
      '::127.0.0.1',
      '::7f00:1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  // Issue 21, item 8: the guard let the local-use NAT64 prefix and Teredo through.
  it('refuses every IANA special-purpose IPv6 range, including local NAT64 and Teredo', () => {
    for (const address of [
      '64:ff9b:1::1',
      '64:ff9b:1:ffff::8.8.8.8',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:2::1', // benchmarking
      '2001:10::1', // ORCHID
      '2001:20::1', // ORCHIDv2
      '2001:1ff::1', // end of the IETF protocol block
      '100:0:0:1::1', // dummy prefix
      '3fff::1', // documentation
      '5f00::1', // SRv6
      '2620:4f:8000::1', // AS112
      '::8.8.8.8', // deprecated IPv4-compatible
      '4000::1', // outside global unicast
      'fe80::1%eth0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges NAT64 well-known and 6to4 addresses by the IPv4 address they carry', () => {
    for (const address of [
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2002:a9fe:a9fe::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the IPv4 special-purpose ranges the first version missed', () => {
    for (const address of ['192.31.196.1', '192.52.193.1', '192.175.48.1', '192.0.0.9', '198.19.255.255']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an address', () => {
    for (const address of ['not an address', 'localhost', '', '2130706433', '127.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
