import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAML_DEFAULT_EMAIL_ATTRIBUTE, SAML_MESSAGES } from '../../domain/saml-settings';
import { ApiError } from '../errors';
import { readSamlIdentityProvider } from './saml-idp-settings';
import { identityProviderMetadata } from '../sso/saml-service-provider';

const bare = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');

function metadata({ certificates, redirect = true, signedRequests = false }: { certificates: string[]; redirect?: boolean; signedRequests?: boolean }) {
  const keys = certificates
    .map((pem) => `<KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${bare(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></KeyDescriptor>`)
    .join('');
  const binding = redirect ? 'HTTP-Redirect' : 'HTTP-POST';
  return (
    '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://sts.bank.example/adfs/services/trust">' +
    `<IDPSSODescriptor WantAuthnRequestsSigned="${signedRequests}" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}` +
    `<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="https://sts.bank.example/adfs/ls/"/>` +
    '</IDPSSODescriptor></EntityDescriptor>'
  );
}

function refusal(read: () => unknown): { field: string; message: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return { field: Object.keys(error.fields ?? {})[0] ?? '', message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('reading a SAML identity provider an owner describes', () => {
  let current: { cert: string; private: string };
  let next: { cert: string };

  beforeAll(async () => {
    current = await generate([{ name: 'commonName', value: 'ADFS Signing - sts.bank.example' }], { keySize: 2048 });
    next = await generate([{ name: 'commonName', value: 'ADFS Signing 2027' }], { keySize: 2048 });
  });

  it('reads its metadata: entity ID, HTTP-Redirect address, and every signing certificate', () => {
    const idp = readSamlIdentityProvider({ metadataXml: metadata({ certificates: [current.cert, next.cert] }) }, []);
    expect(idp).toMatchObject({ entityId: 'https://sts.bank.example/adfs/services/trust', entryPoint: 'https://sts.bank.example/adfs/ls/', emailAttribute: SAML_DEFAULT_EMAIL_ATTRIBUTE });
    expect(idp.certificates.map((pem) => new X509Certificate(pem).fingerprint256)).toEqual(
      [current.cert, next.cert].map((pem) => new X509Certificate(pem).fingerprint256),
    );
  });

  it('rebuilds metadata that reads back to the same provider', () => {
    const idp = readSamlIdentityProvider({ entryPoint: 'https://login.bank.example/saml2?tenant=a&x=<1>', idpEntityId: 'urn:bank:"idp"', certificate: current.cert }, []);
    expect(readSamlIdentityProvider({ metadataXml: identityProviderMetadata(idp) }, [])).toEqual(idp);
  });

  it('takes typed-in details, with the certificate as PEM, bare base64, or several PEM blocks', () => {
    const details = { entryPoint: 'https://login.bank.example/saml2', idpEntityId: 'urn:bank', emailAttribute: 'mail' };
    expect(readSamlIdentityProvider({ ...details, certificate: current.cert }, [])).toEqual({
      entityId: 'urn:bank',
      entryPoint: details.entryPoint,
      emailAttribute: 'mail',
      certificates: [expect.stringContaining('BEGIN CERTIFICATE')],
    });
    expect(readSamlIdentityProvider({ ...details, certificate: bare(current.cert) }, []).certificates).toHaveLength(1);
    expect(readSamlIdentityProvider({ ...details, certificate: `${current.cert}\n${next.cert}` }, []).certificates).toHaveLength(2);
  });

  it('refuses what would not sign anyone in, saying which field is wrong', () => {
    const details = { entryPoint: 'https://login.bank.example/saml2', idpEntityId: 'urn:bank' };
    expect(refusal(() => readSamlIdentityProvider({ metadataXml: '<html>not metadata</html>' }, []))).toEqual({ field: 'metadataXml', message: SAML_MESSAGES.metadata });
    expect(refusal(() => readSamlIdentityProvider({ metadataXml: metadata({ certificates: [current.cert], redirect: false }) }, []))).toEqual({
      field: 'metadataXml',
      message: SAML_MESSAGES.metadataWithoutRedirect,
    });
    expect(refusal(() => readSamlIdentityProvider({ metadataXml: metadata({ certificates: [] }) }, []))).toEqual({ field: 'metadataXml', message: SAML_MESSAGES.metadataWithoutCertificate });
    expect(refusal(() => readSamlIdentityProvider({ metadataXml: metadata({ certificates: [current.cert], signedRequests: true }) }, []))).toEqual({
      field: 'metadataXml',
      message: SAML_MESSAGES.signedRequests,
    });
    expect(refusal(() => readSamlIdentityProvider({ ...details, certificate: 'MIIB-not-a-certificate' }, []))).toEqual({ field: 'certificate', message: SAML_MESSAGES.certificate });
    expect(refusal(() => readSamlIdentityProvider({ ...details, certificate: current.private }, []))).toEqual({ field: 'certificate', message: SAML_MESSAGES.privateKey });
  });

  it('sends people to https only, unless the operator trusts the provider’s origin', () => {
    const plain = { entryPoint: 'http://idp.bank.internal:8080/saml2', idpEntityId: 'urn:bank', certificate: current.cert };
    expect(refusal(() => readSamlIdentityProvider(plain, []))).toEqual({ field: 'entryPoint', message: SAML_MESSAGES.entryPoint });
    expect(readSamlIdentityProvider(plain, ['http://idp.bank.internal:8080']).entryPoint).toBe(plain.entryPoint);
  });
});
