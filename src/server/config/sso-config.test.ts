import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index';
import { identityProviderMetadata } from '../sso/saml-service-provider';

const base = { AUTH_SECRET: 'x'.repeat(40), SSO_DOMAINS: 'bank.example' };

describe('single sign-on for the whole installation', () => {
  let certificate: string;
  beforeAll(async () => {
    certificate = (await generate([{ name: 'commonName', value: 'Bank IdP' }], { keySize: 2048 })).cert;
  });

  it('sets up SAML from three details, the certificate also on one line with \\n for its line breaks', () => {
    const saml = { SSO_SAML_ENTRY_POINT: 'https://login.bank.example/saml2', SSO_SAML_IDP_ENTITY_ID: 'urn:bank:idp' };
    const deployment = loadConfig({ ...base, ...saml, SSO_SAML_IDP_CERT: certificate.trim().replace(/\n/g, '\\n') }).sso.deployment;
    expect(deployment).toMatchObject({
      protocol: 'saml',
      domains: ['bank.example'],
      saml: { entityId: 'urn:bank:idp', entryPoint: 'https://login.bank.example/saml2', certificates: [expect.stringContaining('BEGIN CERTIFICATE')] },
    });
  });

  it('sets up SAML from the identity provider’s metadata file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'saml-metadata-')), 'idp.xml');
    const idp = { entityId: 'https://sts.bank.example/adfs/services/trust', entryPoint: 'https://sts.bank.example/adfs/ls/', certificates: [certificate], emailAttribute: 'mail' };
    writeFileSync(file, identityProviderMetadata(idp));
    const deployment = loadConfig({ ...base, SSO_SAML_IDP_METADATA_FILE: file, SSO_SAML_EMAIL_ATTRIBUTE: 'mail' }).sso.deployment;
    expect(deployment).toMatchObject({ protocol: 'saml', saml: { entityId: idp.entityId, entryPoint: idp.entryPoint, emailAttribute: 'mail' } });
  });

  it('says what is missing or wrong, and that one installation has one identity provider', () => {
    expect(() => loadConfig({ ...base, SSO_SAML_ENTRY_POINT: 'https://login.bank.example/saml2' })).toThrowError(
      /SSO_SAML_IDP_ENTITY_ID: required with SSO_SAML_ENTRY_POINT/,
    );
    expect(() => loadConfig({ ...base, SSO_SAML_IDP_METADATA_FILE: '/nowhere/idp.xml' })).toThrowError(/cannot read \/nowhere\/idp.xml/);
    const wrongCertificate = { SSO_SAML_ENTRY_POINT: 'https://login.bank.example/saml2', SSO_SAML_IDP_ENTITY_ID: 'urn:bank', SSO_SAML_IDP_CERT: 'not a certificate' };
    expect(() => loadConfig({ ...base, ...wrongCertificate })).toThrowError(/signing certificate/);
    expect(() => loadConfig({ ...base, ...wrongCertificate, SSO_ISSUER: 'https://login.bank.example' })).toThrowError(/OpenID Connect or SAML 2.0, not both/);
    expect(() => loadConfig(base)).toThrowError(ConfigError);
    expect(() => loadConfig({ AUTH_SECRET: base.AUTH_SECRET, SSO_ISSUER: 'https://login.bank.example', SSO_CLIENT_ID: 'a', SSO_CLIENT_SECRET: 'b' })).toThrowError(
      /SSO_DOMAINS: required/,
    );
  });
});
