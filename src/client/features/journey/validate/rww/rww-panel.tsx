import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useId } from 'react';
import { openQuestions, stageGate } from '../../../../../domain/rww/rww-gates';
import { RWW_STAGE_LABELS, type RwwStage, groupsOfStage, itemsOfStage } from '../../../../../domain/rww/rww-items';
import { RwwDecisionSection } from './rww-decision';
import { RwwGateBadge } from './rww-gate-badge';
import { RwwItemField } from './rww-item-field';
import { RwwOpenQuestions } from './rww-open-questions';
import { RwwRiskFields } from './rww-risk-fields';
import { useRwwDrafts } from './use-rww-drafts';
import { useRwwScreen } from './use-rww-screen';

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } } as const;

function DraftsBar({ stage }: { stage: RwwStage }) {
  const { screen, change, readOnly } = useRwwScreen();
  const drafts = useRwwDrafts();
  const pending = itemsOfStage(stage).filter((item) => screen.drafts[item.id]).length;
  const anyDrafts = Object.keys(screen.drafts).length > 0;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button variant="default" leftSection={<IconSparkles size={16} aria-hidden />} loading={drafts.loading} disabled={readOnly} onClick={drafts.request}>
          Draft answers with AI
        </Button>
        {anyDrafts && (
          <Button variant="subtle" size="sm" disabled={readOnly} onClick={() => change({ type: 'discardRwwDrafts' })}>
            Discard drafts
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {pending > 0
          ? `${pending} ${pending === 1 ? 'draft waits' : 'drafts wait'} on this page for a person to confirm or change them. Drafts count for nothing until then.`
          : 'Drafts all seventeen items from the idea, its problem and what the team entered. Answers a person gave are kept.'}
      </Text>
      {drafts.notice && (
        <Alert color="yellow" title="Little to go on" styles={READABLE_TITLE} withCloseButton closeButtonLabel="Dismiss" onClose={drafts.dismissNotice}>
          {drafts.notice}
        </Alert>
      )}
    </Stack>
  );
}

/** Day's items of one stage beside the spec's fields: answers, drafts, the gate and its open questions. */
export function RwwPanel({ stage }: { stage: RwwStage }) {
  const { screen, ideaId, change, userId, readOnly } = useRwwScreen();
  const headingId = useId();
  const questionsId = useId();
  if (!ideaId) return null;
  const gate = stageGate(screen, stage);
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title id={headingId} order={2} size="h3">
          Real-Win-Worth screen: {RWW_STAGE_LABELS[stage].question}
        </Title>
        <RwwGateBadge gate={gate} />
      </Group>
      <Text size="sm" c="dimmed">
        G. S. Day’s screen, worked in order as gates. Answer each item Yes, Maybe or No and note the evidence. A No turns the
        stage red and asks for a decision; every Maybe becomes an open question.
      </Text>
      <DraftsBar stage={stage} />
      {groupsOfStage(stage).map((group) => (
        <Stack key={group.id} gap="xs">
          <Title order={3} size="h5">
            {group.question}
          </Title>
          {itemsOfStage(stage)
            .filter((item) => item.group === group.id)
            .map((item) => (
              <RwwItemField
                key={item.id}
                ideaId={ideaId}
                item={item}
                entry={screen.answers[item.id]}
                draft={screen.drafts[item.id]}
                userId={userId}
                readOnly={readOnly}
                change={change}
              />
            ))}
        </Stack>
      ))}
      {stage === 'real' && <RwwRiskFields risk={screen.risk} readOnly={readOnly} change={change} />}
      <RwwDecisionSection gate={gate} userId={userId} readOnly={readOnly} change={change} />
      <RwwOpenQuestions questions={openQuestions(screen, stage)} headingId={questionsId} userId={userId} readOnly={readOnly} change={change} />
    </Stack>
  );
}
