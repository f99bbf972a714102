import { describe, expect, it } from 'vitest';
import { SAML_MESSAGES } from './saml-settings';
import { ssoSettingsInputSchema } from './sso-api';

const policy = { defaultRole: 'viewer', passwordSignIn: 'allowed' } as const;

const fieldErrors = (input: unknown) => {
  const result = ssoSettingsInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('single sign-on settings', () => {
  it('reads a body without a protocol as OpenID Connect, as before SAML was offered', () => {
    const parsed = ssoSettingsInputSchema.parse({ issuer: 'https://login.bank.example/', clientId: 'studio', clientSecret: 's', ...policy });
    expect(parsed).toMatchObject({ protocol: 'oidc', issuer: 'https://login.bank.example' });
  });

  it('takes SAML metadata alone, or the three details, and leaves empty fields unset', () => {
    expect(ssoSettingsInputSchema.parse({ protocol: 'saml', metadataXml: '<EntityDescriptor/>', entryPoint: ' ', ...policy })).toEqual({
      protocol: 'saml',
      metadataXml: '<EntityDescriptor/>',
      ...policy,
    });
    const manual = { protocol: 'saml', entryPoint: 'https://login.bank.example/saml2', idpEntityId: 'urn:bank', certificate: 'MIIC', ...policy };
    expect(ssoSettingsInputSchema.safeParse(manual).success).toBe(true);
  });

  it('names what is missing, whichever way the form is showing', () => {
    expect(fieldErrors({ protocol: 'saml', ...policy })).toEqual({
      metadataXml: SAML_MESSAGES.source,
      entryPoint: SAML_MESSAGES.entryPoint,
      idpEntityId: SAML_MESSAGES.idpEntityId,
      certificate: SAML_MESSAGES.certificate,
    });
    expect(fieldErrors({ protocol: 'saml', entryPoint: 'https://login.bank.example/saml2', ...policy })).toEqual({
      idpEntityId: SAML_MESSAGES.idpEntityId,
      certificate: SAML_MESSAGES.certificate,
    });
    expect(fieldErrors({ protocol: 'saml', entryPoint: 'ftp://login.bank.example', idpEntityId: 'x', certificate: 'y', ...policy })).toEqual({
      entryPoint: SAML_MESSAGES.entryPoint,
    });
  });

  it('refuses a private key pasted where the certificate goes', () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----';
    expect(fieldErrors({ protocol: 'saml', entryPoint: 'https://login.bank.example/saml2', idpEntityId: 'urn:bank', certificate: key, ...policy })).toEqual({
      certificate: SAML_MESSAGES.privateKey,
    });
  });

  it('refuses an unknown protocol and a metadata document too long to be one', () => {
    expect(ssoSettingsInputSchema.safeParse({ protocol: 'ws-federation', ...policy }).success).toBe(false);
    expect(fieldErrors({ protocol: 'saml', metadataXml: 'x'.repeat(100_001), ...policy })).toEqual({ metadataXml: SAML_MESSAGES.metadataTooLong });
  });
});
