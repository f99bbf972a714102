import { Box, Button, Divider } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePublicConfig } from '../../api/public-config';
import { useSession } from '../../api/session';
import { AppHeader } from '../../components/app-header';
import { ssoCallbackErrorMessage } from '../../../domain/sso-callback-errors';
import { pendingInvitationPath } from '../../lib/pending-invitation';
import { AUTH_TITLES, AuthCard, type AuthMode, modeFromAddress } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { LinkAccountForm } from './link-account-form';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { SsoSignInForm } from './sso-sign-in-form';

/** The protected screen that sent the visitor here, when it did (the guard passes it along). */
function useRequestedPath(): string | null {
  const state = useLocation().state as { from?: string } | null;
  return state?.from && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : null;
}

/** What to tell someone single sign-on sent back here; the provider's own words are never shown. */
function ssoNotice(search: string): string | null {
  const code = new URLSearchParams(search).get('error');
  return code ? ssoCallbackErrorMessage(code) : null;
}

/** A new address (the header's Sign In link from the Register tab) opens the tab it names. */
export function AuthPage() {
  const { search, hash } = useLocation();
  return <AuthScreen key={search + hash} initialMode={modeFromAddress(search, hash)} ssoNotice={ssoNotice(search)} />;
}

function AuthScreen({ initialMode, ssoNotice }: { initialMode: AuthMode; ssoNotice: string | null }) {
  const { data: session } = useSession();
  const { passwordMinLength, singleSignOn } = usePublicConfig();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [registering, setRegistering] = useState(false);
  // An invitation opened before signing in comes first, from whichever page the visitor signed in.
  const requestedPath = useRequestedPath() ?? pendingInvitationPath();

  // The form shows while the session is still being checked: most visitors here are signed out.
  // Signing in (or arriving signed in) goes to / (SPEC); a new account goes where the work starts
  // (docs/decisions.md), unless the guard sent the visitor here from a screen they asked for.
  // This page stays drawn meanwhile: the move is a transition, which keeps what is on screen until
  // the next page's code has come, and an empty page here would leave the visitor a blank screen.
  const leaving = session ? <Navigate to={requestedPath ?? (registering ? '/dashboard' : '/')} replace /> : null;

  return (
    <>
      {leaving}
      <AppHeader />
      <AuthCard title={AUTH_TITLES[mode]} registering={mode === 'register'} onRegisterChosen={(register) => setMode(register ? 'register' : 'sign-in')}>
        <Box hidden={mode !== 'sign-in'}>
          <SignInForm passwordMinLength={passwordMinLength} onForgotPassword={() => setMode('forgot-password')} />
          {singleSignOn && (
            <>
              <Divider label="or" labelPosition="center" my="md" />
              <Button variant="default" fullWidth onClick={() => setMode('single-sign-on')}>
                Continue with single sign-on
              </Button>
            </>
          )}
        </Box>
        {mode === 'single-sign-on' && (
          <SsoSignInForm callbackPath={requestedPath} notice={ssoNotice} onBack={() => setMode('sign-in')} />
        )}
        {mode === 'link-account' && <LinkAccountForm callbackPath={requestedPath} />}
        {mode === 'forgot-password' && <ForgotPasswordForm onBack={() => setMode('sign-in')} />}
        <Box hidden={mode !== 'register'}>
          <RegisterForm passwordMinLength={passwordMinLength} onRegistering={setRegistering} />
        </Box>
      </AuthCard>
    </>
  );
}
