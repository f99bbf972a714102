import { memo } from 'react';
import { Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type OpenQuestionEntry } from '../../../../../domain/rww/rww-gates';
import { useWorkspaceMembers } from '../../use-workspace-members';
import type { RwwChange } from './use-rww-screen';

interface RwwOpenQuestionsProps {
  questions: OpenQuestionEntry[];
  headingId: string;
  userId: string;
  readOnly: boolean;
  change(action: RwwChange): void;
}

const UNASSIGNED = '';

/** Every Maybe is a question to close with research or an experiment: who finds out, and whether it is done. */
export const RwwOpenQuestions = memo(function RwwOpenQuestions({ questions, headingId, userId, readOnly, change }: RwwOpenQuestionsProps) {
  const { members, several, nameOf } = useWorkspaceMembers();
  const owners = [{ value: UNASSIGNED, label: 'No owner yet' }, ...members.map((member) => ({ value: member.userId, label: member.name || member.email }))];
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={3} size="h5">
        Open questions
      </Title>
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          None: every Maybe on this page becomes an open question to settle with research or an experiment.
        </Text>
      ) : (
        questions.map((question) => (
          <Paper key={question.itemId} withBorder p="xs" radius="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Checkbox
                label={question.question}
                description={question.done && question.doneBy ? `Done (ticked by ${nameOf(question.doneBy)})` : 'Open: tick when the team has the answer, then update the item.'}
                checked={question.done}
                disabled={readOnly}
                onChange={(event) => change({ type: 'setRwwQuestionDone', itemId: question.itemId, done: event.currentTarget.checked, userId })}
                style={{ flex: '1 1 16rem' }}
              />
              {several && (
                <Select
                  label="Owner"
                  aria-label={`Owner of “${question.question}”`}
                  data={owners}
                  value={question.ownerId ?? UNASSIGNED}
                  allowDeselect={false}
                  disabled={readOnly}
                  onChange={(value) => change({ type: 'setRwwQuestionOwner', itemId: question.itemId, ownerId: value ? value : null })}
                  w={{ base: '100%', xs: 200 }}
                />
              )}
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
});
