import { Alert, Button, Center, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, type WebhookDeliveryView } from '../../../../domain/webhooks/webhooks-api';
import { useResendDelivery, useWebhookDeliveries } from '../../../api/webhooks';

const STATUS_LABELS: Record<WebhookDeliveryView['status'], string> = { pending: 'Waiting to retry', delivered: 'Delivered', failed: 'Failed' };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

function lastResponse(delivery: WebhookDeliveryView): string {
  if (delivery.attempts === 0) return 'Not sent yet';
  return delivery.lastError ?? `HTTP ${delivery.lastStatusCode ?? '?'}`;
}

/** The endpoint's recent deliveries, with a way to send one again. */
export function WebhookDeliveries({ workspaceId, hookId, endpointName }: { workspaceId: string; hookId: string; endpointName: string }) {
  const deliveries = useWebhookDeliveries(workspaceId, hookId);
  const resend = useResendDelivery(workspaceId, hookId);
  if (deliveries.isPending) {
    return (
      <Center role="status">
        <Loader size="sm" aria-label="Loading the deliveries" />
      </Center>
    );
  }
  if (deliveries.isError) return <Alert color="red" title="The deliveries could not be loaded">{deliveries.error.message}</Alert>;
  if (deliveries.data.deliveries.length === 0) return <Text size="sm">Nothing sent yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Caption>Recent deliveries to {endpointName}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Event</Table.Th>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Attempts</Table.Th>
            <Table.Th scope="col">Last response</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>{WEBHOOK_EVENT_LABELS[delivery.eventType]}</Table.Td>
              <Table.Td>{when(delivery.createdAt)}</Table.Td>
              <Table.Td>{STATUS_LABELS[delivery.status]}</Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>{lastResponse(delivery)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  loading={resend.isPending && resend.variables === delivery.id}
                  onClick={() => resend.mutate(delivery.id)}
                  aria-label={`Resend the ${WEBHOOK_EVENT_LABELS[delivery.eventType]} event of ${when(delivery.createdAt)}`}
                >
                  Resend
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
