import { Badge, Card, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type PitchModel,
  type PitchSectionHeading,
  type RealWinWorthSummary,
  sectionBullets,
} from '../../../../domain/outputs/pitch';
import { CATEGORY_SINGULAR_LABELS } from '../../../../domain/personas';
import { PreviewSection } from './preview-section';
import { RwwTablePreview } from './rww-table-preview';
import { SessionAppendixPreview } from './session-appendix-preview';

function scoreLabel(score: number | null): string {
  return score === null ? 'N/A' : `${score}/10`;
}

function SummaryCard({
  label,
  score,
  lines,
}: {
  label: string;
  score: number | null;
  lines: [string, string][];
}) {
  return (
    <Card withBorder padding="md">
      <Text fw={700}>
        {label}{' '}
        <Badge variant="light" ml={4}>
          {scoreLabel(score)}
        </Badge>
      </Text>
      <Stack gap={4} mt="xs">
        {lines.map(([name, value]) => (
          <Text key={name} size="sm">
            <strong>{name}:</strong> {value}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

function RealWinWorth({ summary }: { summary: RealWinWorthSummary }) {
  const { real, win, worth } = summary;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <SummaryCard
        label="Real"
        score={real.score}
        lines={[
          ['Target user', real.targetUser],
          ['Primary needs', real.primaryNeeds],
          ['Market trends', real.marketTrends],
        ]}
      />
      <SummaryCard
        label="Win"
        score={win.score}
        lines={[
          ['Differentiation', win.differentiation],
          ['Technology readiness', win.technologyReadiness],
          ['Talent readiness', win.talentReadiness],
        ]}
      />
      <SummaryCard
        label="Worth"
        score={worth.score}
        lines={[
          ['Expected return', worth.expectedReturn],
          ['Cost estimate', worth.costEstimate],
          ['Strategic relevance', worth.strategicRelevance],
        ]}
      />
    </SimpleGrid>
  );
}

/** A section shown as the raw text has it, one bullet a line. */
function BulletSection({ pitch, heading }: { pitch: PitchModel; heading: PitchSectionHeading }) {
  return (
    <PreviewSection title={heading}>
      <List spacing={4} size="sm">
        {sectionBullets(pitch, heading).map((bullet) => (
          <List.Item key={bullet}>{bullet}</List.Item>
        ))}
      </List>
    </PreviewSection>
  );
}

export function PitchPreview({ pitch }: { pitch: PitchModel }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Text size="sm" c="dimmed">
          Pitch
        </Text>
        <Title order={2} size="h3">
          {pitch.title}
        </Title>
        <Text mt={4}>{pitch.focus.label}</Text>
      </Paper>
      <BulletSection pitch={pitch} heading="Problem & Opportunity" />
      <PreviewSection title="Innovation Team">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {pitch.team.map((member) => (
            <Card key={`${member.name}-${member.role}`} withBorder padding="sm">
              <Text fw={700}>{member.name}</Text>
              <Text size="sm">{member.role}</Text>
              <Badge variant="light" tt="none" mt={6}>
                {CATEGORY_SINGULAR_LABELS[member.category]}
              </Badge>
            </Card>
          ))}
        </SimpleGrid>
      </PreviewSection>
      <PreviewSection title="Domain Focus">
        <Text>
          <strong>Domain:</strong> {pitch.focus.domain}
          {pitch.focus.subdomain && (
            <>
              {' · '}
              <strong>Subdomain:</strong> {pitch.focus.subdomain}
            </>
          )}
        </Text>
      </PreviewSection>
      <PreviewSection title="Solution">
        <Text fw={600}>
          {pitch.solution.title}{' '}
          <Badge variant="outline" tt="none">
            {pitch.solution.type}
          </Badge>
        </Text>
        {pitch.solution.description && <Text size="sm">{pitch.solution.description}</Text>}
      </PreviewSection>
      <PreviewSection title="Real / Win / Worth">
        <RealWinWorth summary={pitch.realWinWorth} />
        <RwwTablePreview table={pitch.rwwTable} caption="Real-Win-Worth screen" />
      </PreviewSection>
      <BulletSection pitch={pitch} heading="Go-to-Market" />
      <BulletSection pitch={pitch} heading="Next Steps" />
      <SessionAppendixPreview sessions={pitch.sessions} />
    </Stack>
  );
}
