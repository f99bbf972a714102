import { X509Certificate } from 'node:crypto';
import { IdentityProvider } from 'samlify';
import { SAML_DEFAULT_EMAIL_ATTRIBUTE, SAML_MESSAGES, type SamlCertificateSummary } from '../../domain/saml-settings';
import type { SamlSettingsInput } from '../../domain/sso-api';
import { ApiError } from '../errors';

/** The identity provider as the plugin is given it: who signs, where people go, with which certificates. */
export interface SamlIdentityProvider {
  entityId: string;
  entryPoint: string;
  /** PEM; several while the provider rolls its certificate over. */
  certificates: string[];
  emailAttribute: string;
}

type SamlSource = Pick<SamlSettingsInput, 'metadataXml' | 'entryPoint' | 'idpEntityId' | 'certificate' | 'emailAttribute'>;

const invalid = (field: string, message: string) => new ApiError(400, 'VALIDATION_FAILED', message, { [field]: message });

/** A certificate as PEM, whether pasted with its armour or as the bare base64 metadata carries. */
function toPem(text: string): string {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
}

function readCertificate(text: string, field: string): X509Certificate {
  if (/PRIVATE KEY/i.test(text)) throw invalid(field, SAML_MESSAGES.privateKey);
  try {
    return new X509Certificate(toPem(text));
  } catch {
    throw invalid(field, SAML_MESSAGES.certificate);
  }
}

/** One certificate, or several one after another while the provider rolls its key over. */
function certificateBlocks(text: string): string[] {
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g);
  return blocks && blocks.length > 0 ? blocks : [text];
}

export function describeCertificate(pem: string): SamlCertificateSummary {
  const certificate = new X509Certificate(pem);
  return { subject: certificate.subject.replace(/\n/g, ', '), fingerprintSha256: certificate.fingerprint256, validTo: new Date(certificate.validTo).toISOString() };
}

/** Addresses must be https, except identity providers the operator trusts on a private network. */
function checkEntryPoint(entryPoint: string, trustedIdpOrigins: readonly string[], field: string): string {
  if (!URL.canParse(entryPoint)) throw invalid(field, SAML_MESSAGES.entryPoint);
  const url = new URL(entryPoint);
  if (url.protocol !== 'https:' && !trustedIdpOrigins.includes(url.origin)) throw invalid(field, SAML_MESSAGES.entryPoint);
  return url.toString();
}

const asList = (value: string | string[] | object | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : [];

/** Reads a metadata document with samlify, the library the plugin verifies responses with. */
function fromMetadata(xml: string): Omit<SamlIdentityProvider, 'emailAttribute'> {
  let entityId: string;
  let redirect: string[];
  let certificates: string[];
  let signedRequests: boolean;
  try {
    const metadata = IdentityProvider({ metadata: xml }).entityMeta;
    signedRequests = metadata.isWantAuthnRequestsSigned();
    entityId = metadata.getEntityID();
    redirect = asList(metadata.getSingleSignOnService('redirect'));
    certificates = asList(metadata.getX509Certificate('signing'));
  } catch {
    throw invalid('metadataXml', SAML_MESSAGES.metadata);
  }
  if (typeof entityId !== 'string' || entityId.trim() === '') throw invalid('metadataXml', SAML_MESSAGES.metadata);
  if (signedRequests) throw invalid('metadataXml', SAML_MESSAGES.signedRequests);
  if (!redirect[0]) throw invalid('metadataXml', SAML_MESSAGES.metadataWithoutRedirect);
  if (certificates.length === 0) throw invalid('metadataXml', SAML_MESSAGES.metadataWithoutCertificate);
  return { entityId: entityId.trim(), entryPoint: redirect[0], certificates };
}

/**
 * The identity provider an owner (or operator) described, checked: metadata is read for its entity
 * ID, HTTP-Redirect sign-on address and signing certificates; typed-in details are taken as given.
 * Either way each certificate must parse, and the sign-on address must be https (or trusted).
 */
export function readSamlIdentityProvider(source: SamlSource, trustedIdpOrigins: readonly string[]): SamlIdentityProvider {
  const emailAttribute = source.emailAttribute ?? SAML_DEFAULT_EMAIL_ATTRIBUTE;
  if (source.metadataXml !== undefined) {
    if (/PRIVATE KEY/i.test(source.metadataXml)) throw invalid('metadataXml', SAML_MESSAGES.privateKey);
    const read = fromMetadata(source.metadataXml);
    const certificates = read.certificates.map((text) => readCertificate(text, 'metadataXml').toString());
    return { ...read, entryPoint: checkEntryPoint(read.entryPoint, trustedIdpOrigins, 'metadataXml'), certificates, emailAttribute };
  }
  if (!source.entryPoint || !source.idpEntityId || !source.certificate) throw invalid('metadataXml', SAML_MESSAGES.source);
  if (/PRIVATE KEY/i.test(source.certificate)) throw invalid('certificate', SAML_MESSAGES.privateKey);
  return {
    entityId: source.idpEntityId,
    entryPoint: checkEntryPoint(source.entryPoint, trustedIdpOrigins, 'entryPoint'),
    certificates: certificateBlocks(source.certificate).map((block) => readCertificate(block, 'certificate').toString()),
    emailAttribute,
  };
}
