import { Alert, Center, Group, Loader, Progress, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { AI_FEATURES } from '../../../domain/ai-features';
import { type AiUsageReport, describeBudget } from '../../../domain/ai-governance-api';
import { useAiUsage } from '../../api/governance';
import { AdminSection } from './admin-section';
import { UsageChart, type UsageMetric } from './usage-chart';
import { WorkspaceAdminLayout } from './workspace-admin-layout';

const format = (value: number) => value.toLocaleString('en-GB');

/** This month and the eleven before it, newest first, as YYYY-MM with a readable label. */
function recentMonths(now = new Date()) {
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1));
    return { value: month.toISOString().slice(0, 7), label: month.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
  });
}

function BudgetLine({ report }: { report: AiUsageReport }) {
  const { unit, perWorkspaceMonthly, perUserMonthly } = report.budget;
  const used = report.total[unit];
  if (perWorkspaceMonthly === null) {
    return <Text size="sm">No monthly budget for the whole workspace{perUserMonthly !== null ? `; each person may use ${describeBudget(perUserMonthly, unit)} a month.` : '.'}</Text>;
  }
  const share = Math.min(100, Math.round((used / perWorkspaceMonthly) * 100));
  return (
    <Stack gap={4}>
      <Text size="sm">
        Workspace budget: {format(used)} of {describeBudget(perWorkspaceMonthly, unit)} used ({share}%)
        {perUserMonthly !== null ? `; each person may use ${describeBudget(perUserMonthly, unit)}.` : '.'}
      </Text>
      <Progress value={share} color={share >= 100 ? 'red' : share >= 80 ? 'yellow' : 'blue'} aria-label="Share of the workspace budget used" />
    </Stack>
  );
}

function UsageTables({ report }: { report: AiUsageReport }) {
  return (
    <Group align="flex-start" grow wrap="wrap" gap="lg">
      <Table miw={240} captionSide="top">
        <Table.Caption>By feature</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Feature</Table.Th>
            <Table.Th scope="col">Calls</Table.Th>
            <Table.Th scope="col">Tokens</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AI_FEATURES.map((feature) => (
            <Table.Tr key={feature.id}>
              <Table.Th scope="row">{feature.label}</Table.Th>
              <Table.Td>{format(report.byFeature[feature.id].calls)}</Table.Td>
              <Table.Td>{format(report.byFeature[feature.id].tokens)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table miw={240} captionSide="top">
        <Table.Caption>By person</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Person</Table.Th>
            <Table.Th scope="col">Calls</Table.Th>
            <Table.Th scope="col">Tokens</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.byUser.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>Nobody used AI this month.</Table.Td>
            </Table.Tr>
          ) : (
            report.byUser.map((person) => (
              <Table.Tr key={person.userId}>
                <Table.Th scope="row">{person.name}</Table.Th>
                <Table.Td>{format(person.calls)}</Table.Td>
                <Table.Td>{format(person.tokens)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Group>
  );
}

function UsageReportView({ workspaceId }: { workspaceId: string }) {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!.value);
  const [metric, setMetric] = useState<UsageMetric>('calls');
  const usage = useAiUsage(workspaceId, month);
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="lg">
        <Select label="Month" data={months} value={month} allowDeselect={false} onChange={(value) => value && setMonth(value)} w={200} />
        <Radio.Group label="Show" value={metric} onChange={(value) => setMetric(value as UsageMetric)}>
          <Group gap="md" mt={6}>
            <Radio value="calls" label="Calls" />
            <Radio value="tokens" label="Tokens" />
          </Group>
        </Radio.Group>
      </Group>
      {usage.isPending ? (
        <Center py="xl" role="status">
          <Loader size="sm" aria-label="Loading the usage" />
        </Center>
      ) : usage.isError ? (
        <Alert color="red" title="The usage could not be loaded">{usage.error.message}</Alert>
      ) : (
        <>
          <AdminSection id="usage-chart-heading" title={`${metric === 'calls' ? 'Calls' : 'Tokens'} per day`} description={`${format(usage.data.total.calls)} calls and ${format(usage.data.total.tokens)} tokens in ${months.find((item) => item.value === month)?.label ?? month}.`}>
            <UsageChart report={usage.data} metric={metric} />
            <BudgetLine report={usage.data} />
          </AdminSection>
          <UsageTables report={usage.data} />
        </>
      )}
    </Stack>
  );
}

/** /workspaces/:workspaceId/usage: AI use by day, feature and person, against the budgets. */
export function UsagePage() {
  return (
    <WorkspaceAdminLayout title="AI usage" intro="How much this workspace’s members used AI, by day, feature and person.">
      {(workspace) => <UsageReportView workspaceId={workspace.id} />}
    </WorkspaceAdminLayout>
  );
}
