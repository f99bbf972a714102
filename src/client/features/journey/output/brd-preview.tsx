import { List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type BrdModel, RWW_SECTION_HEADING } from '../../../../domain/outputs/brd';
import classes from './output.module.css';
import { PreviewSection } from './preview-section';
import { RwwTablePreview } from './rww-table-preview';
import { SessionAppendixPreview } from './session-appendix-preview';

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <List spacing={4} size="sm">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function Timeline({ brd }: { brd: BrdModel }) {
  return (
    <div className={classes.timeline}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Quarter</Table.Th>
            <Table.Th scope="col">Phase</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {brd.timeline.map((entry) => (
            <Table.Tr key={entry.quarter}>
              <Table.Td>{entry.quarter}</Table.Td>
              <Table.Td>{entry.phase}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

export function BrdPreview({ brd }: { brd: BrdModel }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Text size="sm" c="dimmed">
          Business Requirements Document
        </Text>
        <Title order={2} size="h3">
          {brd.title}
        </Title>
        <Text mt={4}>{brd.focus}</Text>
      </Paper>
      <PreviewSection title="Executive Summary">
        <Text>{brd.executiveSummary}</Text>
      </PreviewSection>
      <PreviewSection title="Problem Statement">
        <Text>{brd.problem}</Text>
      </PreviewSection>
      <PreviewSection title="Functional Requirements">
        <List type="ordered" spacing={4} size="sm">
          {brd.functionalRequirements.map((requirement) => (
            <List.Item key={requirement}>{requirement}</List.Item>
          ))}
        </List>
      </PreviewSection>
      <PreviewSection title="User Personas">
        {brd.personas.map((persona) => (
          <Text key={persona.label} size="sm">
            <strong>{persona.label}:</strong> {persona.description}
          </Text>
        ))}
      </PreviewSection>
      <PreviewSection title="User Needs">
        <Text size="sm">
          <strong>Primary needs:</strong> {brd.userNeeds.primary}
        </Text>
        <Text size="sm">
          <strong>Secondary needs:</strong> {brd.userNeeds.secondary}
        </Text>
        <Text size="sm">
          <strong>Unmet needs:</strong> {brd.userNeeds.unmet}
        </Text>
      </PreviewSection>
      <PreviewSection title={RWW_SECTION_HEADING}>
        <RwwTablePreview table={brd.rwwTable} caption="Real-Win-Worth screen" />
      </PreviewSection>
      <PreviewSection title="Dependencies">
        <Bullets items={brd.dependencies} />
      </PreviewSection>
      <PreviewSection title="Approvals">
        <Bullets items={brd.approvals} />
      </PreviewSection>
      <PreviewSection title="Success Metrics">
        <Bullets items={brd.successMetrics} />
      </PreviewSection>
      <PreviewSection title="Implementation Timeline">
        <Timeline brd={brd} />
      </PreviewSection>
      <SessionAppendixPreview sessions={brd.sessions} />
    </Stack>
  );
}
