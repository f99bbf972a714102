import { Center, Loader } from '@mantine/core';

export function FullPageSpinner() {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
