import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useJourneyControls } from '../store/journey-context';
import { useWorkspaceMembers } from '../use-workspace-members';
import { useFacilitationCommand } from './use-facilitation-command';

/** Passing facilitation to another owner or editor of the workspace. */
export function HandOverControl() {
  const { userId } = useJourneyControls();
  const { members } = useWorkspaceMembers();
  const { send, pending } = useFacilitationCommand();
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = members
    .filter((member) => member.userId !== userId && (member.role === 'owner' || member.role === 'editor'))
    .map((member) => ({ value: member.userId, label: member.name || member.email }));
  if (candidates.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="hand-over-title">
      <Title id="hand-over-title" order={3} size="h5">
        Hand over
      </Title>
      <Group align="flex-end" gap="xs">
        <Select label="New facilitator" placeholder="Choose a person" data={candidates} value={chosen} onChange={setChosen} w={220} />
        <Button variant="default" disabled={!chosen || pending} onClick={() => chosen && void send({ kind: 'hand-over', userId: chosen })}>
          Hand over
        </Button>
      </Group>
    </Stack>
  );
}
