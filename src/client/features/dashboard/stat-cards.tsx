import { Card, SimpleGrid, Text } from '@mantine/core';

export function StatCards({ total, inProgress, completed }: { total: number; inProgress: number; completed: number }) {
  const stats = [
    { label: 'Total Journeys', value: total },
    { label: 'In Progress', value: inProgress },
    { label: 'Completed', value: completed },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {stats.map((stat) => (
        <Card key={stat.label} withBorder padding="lg">
          <Text size="sm" c="dimmed">
            {stat.label}
          </Text>
          <Text fw={800} size="2rem" lh={1.2}>
            {stat.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
