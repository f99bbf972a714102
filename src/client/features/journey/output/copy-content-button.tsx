import { Button, CopyButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** SPEC section 9: 'Copied' shows for 3000 ms. */
export const COPIED_MS = 3000;

/** `onCopied` runs after the copy: the clipboard must be written within the click itself. */
export function CopyContentButton({ text, onCopied }: { text: string; onCopied?(): void }) {
  return (
    <CopyButton value={text} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <>
          <Button
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={() => {
              copy();
              onCopied?.();
            }}
          >
            {copied ? 'Copied' : 'Copy Content'}
          </Button>
          <VisuallyHidden role="status">{copied ? 'Content copied to the clipboard' : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
