import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePublicConfig } from '../../api/public-config';
import { useSession } from '../../api/session';
import { AppHeader } from '../../components/app-header';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

type Mode = 'sign-in' | 'register' | 'forgot-password';

const TITLES: Record<Mode, string> = {
  'sign-in': 'Welcome back',
  register: 'Create your account',
  'forgot-password': 'Reset your password',
};

/** Where to go after signing in: back to the protected screen that sent the user here, else home. */
function useReturnPath(): string {
  const state = useLocation().state as { from?: string } | null;
  return state?.from && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : '/';
}

export function AuthPage() {
  const { data: session } = useSession();
  const { passwordMinLength } = usePublicConfig();
  const { hash } = useLocation();
  const [mode, setMode] = useState<Mode>(hash === '#forgot-password' ? 'forgot-password' : 'sign-in');
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  // The form shows while the session is still being checked: most visitors here are signed out.
  if (session) return <Navigate to={returnPath} replace />;

  const done = () => navigate(returnPath, { replace: true });
  return (
    <>
      <AppHeader />
      <Center component="main" p="md" mih="calc(100vh - 70px)">
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={440}>
          <Stack gap="lg">
            <Box ta="center">
              <Title order={1} size="h2">
                {TITLES[mode]}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                Design Thinking for Banking Innovation
              </Text>
            </Box>
            <Group grow gap="xs" role="group" aria-label="Choose sign in or register">
              <Button variant={mode !== 'register' ? 'filled' : 'default'} aria-pressed={mode !== 'register'} onClick={() => setMode('sign-in')}>
                Sign In
              </Button>
              <Button variant={mode === 'register' ? 'filled' : 'default'} aria-pressed={mode === 'register'} onClick={() => setMode('register')}>
                Register
              </Button>
            </Group>
            <Box hidden={mode !== 'sign-in'}>
              <SignInForm passwordMinLength={passwordMinLength} onSignedIn={done} onForgotPassword={() => setMode('forgot-password')} />
            </Box>
            {mode === 'forgot-password' && <ForgotPasswordForm onBack={() => setMode('sign-in')} />}
            <Box hidden={mode !== 'register'}>
              <RegisterForm passwordMinLength={passwordMinLength} onRegistered={done} />
            </Box>
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
