// The parts of Auth0's `samlp` (a SAML identity provider for Node) that the tests' provider uses.
declare module 'samlp' {
  interface SamlResponseOptions {
    issuer: string;
    cert: string;
    key: string;
    audience: string | undefined;
    recipient: string;
    destination: string;
    inResponseTo: string | undefined;
    lifetimeInSeconds: number;
    signatureAlgorithm: 'rsa-sha256';
    digestAlgorithm: 'sha256';
  }

  interface PassportProfile {
    id: string;
    emails: Array<{ value: string }>;
    displayName: string | undefined;
    name: { givenName: string | undefined; familyName: string };
  }

  interface MetadataOptions {
    issuer: string;
    cert: string;
    redirectEndpointPath: string;
    postEndpointPath: string;
    logoutEndpointPaths: Record<string, string>;
  }

  interface ParsedAuthnRequest {
    id?: string;
    issuer?: string;
    assertionConsumerServiceURL?: string;
  }

  const samlp: {
    getSamlResponse(options: SamlResponseOptions, user: PassportProfile, callback: (error: Error | null, response?: string) => void): void;
    parseRequest(
      request: { query: Record<string, string>; body: Record<string, string> },
      callback: (error: Error | null, data?: ParsedAuthnRequest) => void,
    ): void;
    metadata(options: MetadataOptions): (
      request: { headers: Record<string, string>; protocol: string; originalUrl: string },
      response: { set(name: string, value: string): void; send(body: string): void },
    ) => void;
  };
  export default samlp;
}
