import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconFlag } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { RWW_DECISION_LABELS } from '../../../../../domain/rww/rww-gates';
import type { StageGate } from '../../../../../domain/rww/rww-gates';
import { RWW_STAGE_LABELS, rwwItem } from '../../../../../domain/rww/rww-items';
import {
  RWW_DECISION_KINDS,
  RWW_LIMITS,
  type RwwDecision,
  type RwwDecisionKind,
  rwwDecisionInputSchema,
} from '../../../../../domain/rww/rww-state';
import type { TextEditHint } from '../../../../../domain/shared-text';
import { useJourneyNavigate } from '../../store/use-journey-navigate';
import { useWorkspaceMembers } from '../../use-workspace-members';
import type { RwwChange } from './use-rww-screen';

// Mantine's coloured alert titles fall under 4.5:1 on their light backgrounds.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } } as const;
const KIND_HINTS: Readonly<Record<RwwDecisionKind, string>> = {
  stop: 'The idea goes no further.',
  pivot: 'Choose another of the top ideas and screen it instead.',
  continue: 'Go on despite the No; write down why.',
};
const isKind = (value: string): value is RwwDecisionKind => (RWW_DECISION_KINDS as readonly string[]).includes(value);

function DecisionForm({ gate, userId, change, onDone }: { gate: StageGate; userId: string; change(action: RwwChange, hint?: TextEditHint): void; onDone(): void }) {
  const [kind, setKind] = useState<RwwDecisionKind | null>(gate.decision?.kind ?? null);
  const [reason, setReason] = useState(gate.decision?.reason ?? '');
  const [error, setError] = useState<string | null>(null);
  const go = useJourneyNavigate();

  const record = () => {
    const checked = rwwDecisionInputSchema.safeParse({ kind, reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Choose a decision.');
      return;
    }
    // The reason as it read when the form opened: a colleague's edit of it since is merged, not replaced.
    change({ type: 'recordRwwDecision', stage: gate.stage, kind: checked.data.kind, reason: checked.data.reason, userId }, { seen: gate.decision?.reason ?? '' });
    onDone();
    if (checked.data.kind === 'pivot') go('/ideate/select');
  };

  return (
    <Stack gap="sm">
      <Radio.Group label="The team’s decision" value={kind} onChange={(value) => isKind(value) && setKind(value)} withAsterisk>
        <Stack gap={6} mt={6}>
          {RWW_DECISION_KINDS.map((value) => (
            <Radio key={value} value={value} label={RWW_DECISION_LABELS[value]} description={KIND_HINTS[value]} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label="Reason"
        description={kind === 'continue' ? 'Required: why the team goes on despite the No.' : 'Optional for stop and go back.'}
        withAsterisk={kind === 'continue'}
        autosize
        minRows={2}
        maxLength={RWW_LIMITS.reason}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group>
        <Button leftSection={<IconFlag size={16} aria-hidden />} onClick={record}>
          Record decision
        </Button>
      </Group>
    </Stack>
  );
}

function RecordedDecision({ decision, onChange }: { decision: RwwDecision; onChange(): void }) {
  const { nameOf } = useWorkspaceMembers();
  const go = useJourneyNavigate();
  return (
    <Stack gap="xs">
      <Text size="sm">
        <strong>{RWW_DECISION_LABELS[decision.kind]}</strong>
        {decision.reason ? `: ${decision.reason}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        Recorded by {nameOf(decision.decidedBy)} on {new Date(decision.decidedAt).toLocaleDateString()}.
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={onChange}>
          Change decision
        </Button>
        {decision.kind === 'pivot' && (
          <Button variant="light" size="xs" onClick={() => go('/ideate/select')}>
            Pick another idea
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** A red gate asks for the team's decision; a decided one shows it, and who took it. */
export const RwwDecisionSection = memo(function RwwDecisionSection({ gate, userId, readOnly, change }: { gate: StageGate; userId: string; readOnly: boolean; change(action: RwwChange, hint?: TextEditHint): void }) {
  const [editing, setEditing] = useState(false);
  if (gate.status !== 'red' && gate.status !== 'decided') return null;
  const nos = gate.noItems.map((id) => `“${rwwItem(id).question}”`).join(', ');
  const red = gate.status === 'red';
  return (
    <Alert
      color={red ? 'red' : gate.decision?.kind === 'continue' ? 'blue' : 'orange'}
      icon={<IconAlertTriangle aria-hidden />}
      title={`Decision at ${RWW_STAGE_LABELS[gate.stage].question}`}
      styles={READABLE_TITLE}
      // A region named by its title: an alert role would interrupt a screen reader on every answer.
      role="region"
    >
      <Stack gap="sm">
        <Text size="sm">
          {red ? 'This stage is red. ' : ''}
          {gate.noItems.length === 1 ? 'No to' : 'No to each of'} {nos}.{' '}
          {red ? 'Record the team’s decision: stop, go back and pick another idea, or continue with a written reason.' : ''}
        </Text>
        {(red || editing) && !readOnly ? (
          <DecisionForm gate={gate} userId={userId} change={change} onDone={() => setEditing(false)} />
        ) : (
          gate.decision && <RecordedDecision decision={gate.decision} onChange={() => setEditing(true)} />
        )}
      </Stack>
    </Alert>
  );
});
