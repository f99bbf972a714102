import { Resolver } from 'node:dns/promises';
import { domainVerificationRecord } from '../../domain/sso-api';

/**
 * Whether the domain publishes our TXT record with this token: proof that whoever asked controls
 * the domain's DNS, as e-mail providers and other services ask before trusting a domain claim.
 */
export async function domainPublishesToken(domain: string, token: string, dnsServers: readonly string[]): Promise<boolean> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (dnsServers.length > 0) resolver.setServers([...dnsServers]);
  const expected = domainVerificationRecord(domain, token);
  try {
    const records = await resolver.resolveTxt(expected.name);
    return records.some((chunks) => chunks.join('') === expected.value);
  } catch {
    // No such name, no TXT record, or no answer in time: not verified (yet).
    return false;
  }
}
