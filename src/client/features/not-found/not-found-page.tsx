import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="4rem">
          404
        </Title>
        <Text size="xl">Oops! Page not found</Text>
        <Anchor component={Link} to="/" size="lg">
          Return to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
