import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo } from 'react';
import { openQuestions, stageGate } from '../../../../../domain/rww/rww-gates';
import { RWW_STAGE_LABELS, type RwwGroup, type RwwStage, groupsOfStage, itemsOfStage } from '../../../../../domain/rww/rww-items';
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

/** Rendered under a sub-question, before its items: the spec's fields that are its evidence. */
export type EvidenceFor = (group: RwwGroup['id']) => ReactNode;

/**
 * The page as one form (issue 22, item 5): Day's sub-questions of one stage, each with the spec's
 * fields that are its evidence and then its items; the gate, drafts, decision and open questions.
 * Before an idea is chosen there is no screen to answer, so only the fields show.
 */
export function RwwPanel({ stage, evidence }: { stage: RwwStage; evidence: EvidenceFor }) {
  const { screen, ideaId, change, userId, readOnly } = useRwwScreen();
  const headingId = useId();
  const questionsId = useId();
  const gate = useMemo(() => stageGate(screen, stage), [screen, stage]);
  const questions = useMemo(() => openQuestions(screen, stage), [screen, stage]);
  return (
    <Stack gap="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title id={headingId} order={2} size="h3">
            Real-Win-Worth screen: {RWW_STAGE_LABELS[stage].question}
          </Title>
          {ideaId && <RwwGateBadge gate={gate} />}
        </Group>
        <Text size="sm" c="dimmed">
          G. S. Day’s screen, worked in order as gates. Under each question, fill in its evidence, then answer its items Yes, Maybe
          or No. A No turns the stage red and asks for a decision; every Maybe becomes an open question.
        </Text>
        {ideaId && <DraftsBar stage={stage} />}
      </Stack>
      {groupsOfStage(stage).map((group) => (
        <Stack key={group.id} gap="sm" component="section" aria-labelledby={`${headingId}-${group.id}`}>
          <Title id={`${headingId}-${group.id}`} order={3} size="h4">
            {group.question}
          </Title>
          {evidence(group.id)}
          {ideaId &&
            itemsOfStage(stage)
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
      {ideaId && stage === 'real' && <RwwRiskFields risk={screen.risk} readOnly={readOnly} change={change} />}
      {ideaId && <RwwDecisionSection gate={gate} userId={userId} readOnly={readOnly} change={change} />}
      {ideaId && (
        <RwwOpenQuestions questions={questions} headingId={questionsId} userId={userId} readOnly={readOnly} change={change} />
      )}
    </Stack>
  );
}
