import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-addresses';

describe('addresses an outgoing call may not reach', () => {
  it('refuses loopback, private, link-local, carrier-grade NAT and their IPv6 and IPv4-mapped forms', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '[::1]', 'fe80::1', 'fd00::5', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '52.1.2.3', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
