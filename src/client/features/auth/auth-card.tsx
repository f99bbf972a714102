import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type AuthMode = 'sign-in' | 'register' | 'forgot-password' | 'single-sign-on' | 'link-account';

/** The card's title in each of the auth page's modes. */
export const AUTH_TITLES: Record<AuthMode, string> = {
  'sign-in': 'Welcome back',
  register: 'Create your account',
  'forgot-password': 'Reset your password',
  'single-sign-on': 'Sign in with single sign-on',
  'link-account': 'Link your account',
};

/**
 * `/auth?mode=register` opens on the Register tab (the landing page's calls to action), `#forgot-password`
 * on the reset form, and `?error=` (single sign-on coming back refused) on the single sign-on form.
 */
export function modeFromAddress(search: string, hash: string): AuthMode {
  if (hash === '#forgot-password') return 'forgot-password';
  const params = new URLSearchParams(search);
  const ssoError = params.get('error');
  if (ssoError) return ssoError === 'SSO_ACCOUNT_EXISTS' ? 'link-account' : 'single-sign-on';
  return params.get('mode') === 'register' ? 'register' : 'sign-in';
}

/**
 * The auth page's card: its title, the Sign In / Register switch and the form below them. Without
 * `onRegisterChosen` (the page's frame, before its scripts run) the switch shows but does nothing yet.
 */
export function AuthCard(props: { title: string; registering: boolean; onRegisterChosen?: (register: boolean) => void; children: ReactNode }) {
  const { title, registering, onRegisterChosen, children } = props;
  const inert = onRegisterChosen ? undefined : true;
  return (
    <Center component="main" p="md" mih="calc(100vh - 70px)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Box ta="center">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Design Thinking for Banking Innovation
            </Text>
          </Box>
          <Group grow gap="xs" role="group" aria-label="Choose sign in or register">
            <Button variant={registering ? 'default' : 'filled'} aria-pressed={!registering} aria-disabled={inert} onClick={() => onRegisterChosen?.(false)}>
              Sign In
            </Button>
            <Button variant={registering ? 'filled' : 'default'} aria-pressed={registering} aria-disabled={inert} onClick={() => onRegisterChosen?.(true)}>
              Register
            </Button>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
