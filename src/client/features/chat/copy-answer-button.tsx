import { Button, CopyButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPIED_MS } from '../journey/output/copy-content-button';

/** Copies one answer's text; its name says which answer, as several sit on one page. */
export function CopyAnswerButton({ text, answerNumber }: { text: string; answerNumber: number }) {
  return (
    <CopyButton value={text} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <Button
          size="compact-xs"
          variant="subtle"
          color={copied ? 'teal' : 'gray'}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          onClick={copy}
          mt={4}
        >
          {copied ? 'Copied' : 'Copy'}
          <VisuallyHidden> answer {answerNumber}</VisuallyHidden>
        </Button>
      )}
    </CopyButton>
  );
}
