import { Anchor, Text } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/**
 * Model output as Markdown with no raw HTML: react-markdown shows HTML in the text as text (no raw-HTML plugin), and its default
 * URL filter drops javascript: and other unsafe link targets.
 */
const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </Anchor>
  ),
  p: ({ children }) => (
    <Text size="sm" mb="xs">
      {children}
    </Text>
  ),
  img: ({ alt }) => <>{alt}</>,
};

export function ChatMarkdown({ content }: { content: string }) {
  return (
    <Markdown components={COMPONENTS}>
      {content}
    </Markdown>
  );
}
