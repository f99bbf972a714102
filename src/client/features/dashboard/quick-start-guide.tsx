import { Button, Card, List, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

const STEPS = [
  { title: 'Assemble Team', detail: 'consultants, technologists and bankers' },
  { title: 'Define Problem', detail: 'domain, sub-domain and problem statement' },
  { title: 'Generate Ideas', detail: 'score them and choose one' },
  { title: 'Validate (Real/Win/Worth)', detail: 'desirability, feasibility, viability' },
  { title: 'Create Output (pitch materials)', detail: 'pitch, BRD and infographic texts' },
];

export function QuickStartGuide({ onStart }: { onStart(): void }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3">
        Quick Start Guide
      </Title>
      <List type="ordered" spacing="xs" mt="sm">
        {STEPS.map((step) => (
          <List.Item key={step.title}>
            <Text span fw={600}>
              {step.title}
            </Text>
            <Text span c="dimmed" size="sm">
              {' '}
              · {step.detail}
            </Text>
          </List.Item>
        ))}
      </List>
      <Button mt="lg" onClick={onStart} rightSection={<IconArrowRight size={16} aria-hidden />}>
        Next Page
      </Button>
    </Card>
  );
}
