/** The sign-in callback's errors, as the auth page says them: a module without a schema, for its first visit. */
export const SSO_NOT_CONFIGURED_MESSAGE = 'Single sign-on is not set up for this e-mail domain. Sign in with your password, or ask your administrator.';

const UNVERIFIED_ANSWER =
  'We could not verify the answer from your identity provider. Please try again; if it keeps happening, ask your administrator to check the single sign-on settings.';
const USED_OR_EXPIRED = 'That sign-in link had already been used or had expired. Please start again.';

/** Codes the sign-in callback sends back to /auth, and what the page says for each. */
export const SSO_CALLBACK_ERRORS: Record<string, string> = {
  SSO_ACCOUNT_EXISTS:
    'An account with this e-mail address already exists here. Confirm it is yours with its password to use single sign-on with it from now on.',
  SSO_DOMAIN_MISMATCH: 'Your identity provider signed you in with an address outside the domains it serves here.',
  SSO_NOT_CONFIGURED: SSO_NOT_CONFIGURED_MESSAGE,
  access_denied: 'Single sign-on was cancelled at your identity provider.',
  invalid_state: USED_OR_EXPIRED,
  state_mismatch: USED_OR_EXPIRED,
  invalid_provider: UNVERIFIED_ANSWER,
  // SAML 2.0: a response we could not verify (signature, audience, validity period) ...
  invalid_saml_response: UNVERIFIED_ANSWER,
  saml_error: UNVERIFIED_ANSWER,
  // ... one that was used before, or that answers no sign-in started here.
  replay_detected: USED_OR_EXPIRED,
  unsolicited_response: 'Please start single sign-on from the sign-in page of Innovation Studio.',
};
export const SSO_CALLBACK_FALLBACK_ERROR =
  'Single sign-on did not complete. Please try again, or ask your administrator to check the identity provider settings.';

export function ssoCallbackErrorMessage(code: string): string {
  return Object.hasOwn(SSO_CALLBACK_ERRORS, code) ? SSO_CALLBACK_ERRORS[code]! : SSO_CALLBACK_FALLBACK_ERROR;
}
