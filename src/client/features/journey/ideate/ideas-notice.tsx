import { Anchor } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { IdeasNoticeState } from '../../../../domain/journey-state';
import { ReadableAlert } from './readable-alert';

interface IdeasNoticeProps {
  notice: IdeasNoticeState;
  onEditProblem(): void;
}

/** What the engine said about the whole round, in its words: an honest caveat beside the ideas. */
export function IdeasNotice({ notice, onEditProblem }: IdeasNoticeProps) {
  if (notice.kind === 'off_topic' || notice.kind === 'not_english') {
    const title = notice.kind === 'off_topic' ? 'This problem may not be about banking' : 'Please write the problem in English';
    return (
      <ReadableAlert color="orange" title={title} icon={<IconAlertTriangle aria-hidden />}>
        {notice.message}{' '}
        <Anchor component="button" type="button" onClick={onEditProblem} fw={600} inherit c="var(--mantine-color-text)" underline="always">
          Rephrase the problem statement
        </Anchor>
      </ReadableAlert>
    );
  }
  return (
    <ReadableAlert color="blue" title="Fewer ideas fit this problem" icon={<IconInfoCircle aria-hidden />}>
      {notice.message}
    </ReadableAlert>
  );
}
