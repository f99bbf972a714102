import { describe, expect, it } from 'vitest';
import { samlBrowserBinding } from './saml-browser-binding';

const answer = { url: 'https://login.bank.example/saml2?SAMLRequest=abc&RelayState=relay%2Bstate-1', redirect: true };
const posted = (relayState: string) => new URLSearchParams({ SAMLResponse: 'PHNhbWw+', RelayState: relayState }).toString();

describe('tying a SAML response to the browser that started its sign-in', () => {
  const binding = samlBrowserBinding('https://studio.bank.example');

  it('sets a cookie for the assertion consumer only, sent on the identity provider’s cross-site post', () => {
    const cookie = binding.cookieFor(answer)!;
    expect(cookie).toMatch(/^innovation-studio\.saml-relay=relay%2Bstate-1; Max-Age=600; /);
    expect(cookie).toContain('Path=/api/auth/sso/saml2/sp/acs; HttpOnly; Secure; SameSite=None');
    expect(binding.cookieFor({ url: 'https://login.bank.example/authorize?state=oidc-state' })).toBeUndefined();
    expect(binding.cookieFor(null)).toBeUndefined();
  });

  it('takes only the RelayState that this browser’s cookie names', () => {
    const header = 'theme=dark; innovation-studio.saml-relay=relay%2Bstate-1';
    expect(binding.postedByStarter(posted('relay+state-1'), header)).toBe(true);
    expect(binding.postedByStarter(posted('someone-elses-relay'), header)).toBe(false);
    expect(binding.postedByStarter(posted('relay+state-1'), undefined)).toBe(false);
    expect(binding.postedByStarter('SAMLResponse=x', header)).toBe(false);
    expect(binding.postedByStarter(posted(''), 'innovation-studio.saml-relay=')).toBe(false);
    expect(binding.postedByStarter(posted('x'), 'innovation-studio.saml-relay=%E0%A4%A')).toBe(false);
  });

  it('applies where browsers keep such a cookie: https, or this machine in development', () => {
    expect(samlBrowserBinding('http://localhost:3000').enforced).toBe(true);
    expect(samlBrowserBinding('http://127.0.0.1:4000').enforced).toBe(true);
    const plainHttp = samlBrowserBinding('http://studio.bank.internal');
    expect(plainHttp.enforced).toBe(false);
    expect(plainHttp.cookieFor(answer)).toBeUndefined();
    expect(plainHttp.postedByStarter(posted('anything'), undefined)).toBe(true);
  });
});
