import { Group, List, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { SAML_DEFAULT_EMAIL_ATTRIBUTE, type SamlServiceProvider } from '../../../domain/saml-settings';
import type { SamlProviderView } from '../../../domain/sso-api';
import { CopyableField } from './copyable-field';
import type { ProviderFieldsProps } from './provider-fields';

export type SamlSource = 'metadata' | 'manual';

interface SamlProviderFieldsProps extends ProviderFieldsProps {
  serviceProvider: SamlServiceProvider;
  saved: SamlProviderView | null;
  source: SamlSource;
  onSourceChange(source: SamlSource): void;
}

/** What to register at the identity provider: the same values whatever the provider calls them. */
function ServiceProviderDetails({ serviceProvider, saved }: Pick<SamlProviderFieldsProps, 'serviceProvider' | 'saved'>) {
  return (
    <>
      <CopyableField
        label="Entity ID"
        description="Register Innovation Studio at your identity provider with this identifier (also called audience URI)."
        value={serviceProvider.entityId}
        copyLabel="Copy the entity ID"
      />
      <CopyableField
        label="Reply URL"
        description="The assertion consumer service: where your identity provider posts its answer (HTTP-POST binding)."
        value={serviceProvider.acsUrl}
        copyLabel="Copy the reply URL"
      />
      {saved && (
        <CopyableField
          label="Service provider metadata"
          description="For identity providers that import these settings from an address."
          value={serviceProvider.metadataUrl}
          copyLabel="Copy the service provider metadata address"
        />
      )}
    </>
  );
}

function SavedCertificates({ saved }: { saved: SamlProviderView }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Saved signing {saved.certificates.length === 1 ? 'certificate' : 'certificates'}
      </Text>
      <List size="sm" spacing={4}>
        {saved.certificates.map((certificate) => (
          <List.Item key={certificate.fingerprintSha256} style={{ overflowWrap: 'anywhere' }}>
            {certificate.subject}, valid until {new Date(certificate.validTo).toLocaleDateString()}. SHA-256 fingerprint:{' '}
            {certificate.fingerprintSha256}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** SAML 2.0: what to register at the identity provider, then its metadata or its three details. */
export function SamlProviderFields({ values, errors, onChange, serviceProvider, saved, source, onSourceChange }: SamlProviderFieldsProps) {
  const field = (name: string) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  });
  return (
    <>
      <ServiceProviderDetails serviceProvider={serviceProvider} saved={saved} />
      <Radio.Group label="Your identity provider’s details" value={source} onChange={(value) => onSourceChange(value as SamlSource)}>
        <Group mt="xs">
          <Radio value="metadata" label="Paste its metadata XML" />
          <Radio value="manual" label="Enter them myself" />
        </Group>
      </Radio.Group>
      {source === 'metadata' ? (
        <Textarea
          label="Identity provider metadata (XML)"
          description="Download it from your identity provider (often called federation metadata) and paste the whole document."
          autosize
          minRows={4}
          maxRows={10}
          spellCheck={false}
          {...field('metadataXml')}
        />
      ) : (
        <>
          <TextInput label="Single sign-on URL" placeholder="https://login.bank.example/saml2" {...field('entryPoint')} required />
          <TextInput label="Identity provider entity ID" description="Also called its identifier or issuer." {...field('idpEntityId')} required />
          <Textarea
            label="Signing certificate"
            description="The identity provider’s public certificate, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----. Never a private key."
            autosize
            minRows={3}
            maxRows={8}
            spellCheck={false}
            {...field('certificate')}
            required
          />
        </>
      )}
      <TextInput
        label="E-mail attribute"
        description={`The attribute that carries the person's e-mail address. Empty: ${SAML_DEFAULT_EMAIL_ATTRIBUTE} (Microsoft Entra ID, AD FS), else the NameID.`}
        styles={{ description: { overflowWrap: 'anywhere' } }}
        {...field('emailAttribute')}
      />
      {saved && <SavedCertificates saved={saved} />}
    </>
  );
}
