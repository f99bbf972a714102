import { memo } from 'react';
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { RWW_ANSWERS, RWW_ANSWER_LABELS, type RwwAnswer, type RwwItem } from '../../../../../domain/rww/rww-items';
import { RWW_LIMITS, type RwwDraft, type RwwItemAnswer } from '../../../../../domain/rww/rww-state';
import type { TextEditHint } from '../../../../../domain/shared-text';
import { textKeys } from '../../../../../domain/journey-text-fields';
import { JourneyTextarea } from '../../team-work/journey-textarea';
import { RwwDraftLine } from './rww-draft-line';
import type { RwwChange } from './use-rww-screen';

const ANSWER_COLOURS: Readonly<Record<RwwAnswer, string>> = { yes: 'teal', maybe: 'yellow', no: 'red' };
const isAnswer = (value: string): value is RwwAnswer => (RWW_ANSWERS as readonly string[]).includes(value);

interface RwwItemFieldProps {
  ideaId: string;
  item: RwwItem;
  entry: RwwItemAnswer | undefined;
  draft: RwwDraft | undefined;
  userId: string;
  readOnly: boolean;
  change(action: RwwChange, hint?: TextEditHint): void;
}

/**
 * One item of the screen: Yes / Maybe / No, its AI draft when there is one, and an optional evidence
 * note. Drawn again only when its own answer, draft or note changed, not on every keystroke elsewhere.
 */
export const RwwItemField = memo(function RwwItemField({ ideaId, item, entry, draft, userId, readOnly, change }: RwwItemFieldProps) {
  const answer = entry?.answer ?? null;
  const setAnswer = (value: RwwAnswer | null) => change({ type: 'setRwwAnswer', itemId: item.id, answer: value, userId });
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={item.question}>
      <Stack gap="xs">
        <Radio.Group
          label={item.question}
          description={item.hint}
          value={answer}
          onChange={(value) => isAnswer(value) && setAnswer(value)}
          readOnly={readOnly}
        >
          <Group gap="lg" mt={6}>
            {RWW_ANSWERS.map((value) => (
              <Radio key={value} value={value} label={RWW_ANSWER_LABELS[value]} color={ANSWER_COLOURS[value]} />
            ))}
            {answer && !readOnly && (
              <Button variant="subtle" size="compact-xs" onClick={() => setAnswer(null)} aria-label={`Clear the answer to “${item.question}”`}>
                Clear
              </Button>
            )}
          </Group>
        </Radio.Group>
        {draft && (
          <RwwDraftLine draft={draft} question={item.question} readOnly={readOnly} onConfirm={() => change({ type: 'confirmRwwDraft', itemId: item.id, userId })} />
        )}
        {entry?.fromDraft && (
          <Text size="xs" c="dimmed">
            A confirmed AI draft ({entry.fromDraft.engine}): {entry.fromDraft.reason}
          </Text>
        )}
        <JourneyTextarea
          textKey={textKeys.evidence(ideaId, item.id)}
          label="Evidence (optional)"
          aria-label={`Evidence for “${item.question}”`}
          description="What we know, and where it comes from."
          autosize
          minRows={1}
          maxLength={RWW_LIMITS.evidence}
          value={entry?.evidence ?? ''}
          readOnly={readOnly}
          onTextChange={(evidence, hint) => change({ type: 'setRwwEvidence', itemId: item.id, evidence }, hint)}
        />
      </Stack>
    </Paper>
  );
});
