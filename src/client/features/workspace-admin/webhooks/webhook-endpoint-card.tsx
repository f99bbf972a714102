import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_KIND_LABELS, type WebhookDeliveryView, type WebhookEndpointView } from '../../../../domain/webhooks/webhooks-api';
import { useDeleteWebhook, useRotateWebhookSecret, useTestWebhook, useUpdateWebhook } from '../../../api/webhooks';
import { showSuccessToast } from '../../../lib/toast';
import { SigningSecretNotice } from './signing-secret-notice';
import { WebhookDeliveries } from './webhook-deliveries';

function testOutcome(delivery: WebhookDeliveryView): string {
  if (delivery.status === 'delivered') return `The receiver answered HTTP ${delivery.lastStatusCode}.`;
  return `It did not arrive (${delivery.lastError ?? 'no answer'}); it will be retried.`;
}

/** One endpoint: what it gets, switching it on and off, testing, rotating, removing, and its deliveries. */
export function WebhookEndpointCard({ workspaceId, endpoint }: { workspaceId: string; endpoint: WebhookEndpointView }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const update = useUpdateWebhook(workspaceId, endpoint.id);
  const remove = useDeleteWebhook(workspaceId, endpoint.id);
  const rotate = useRotateWebhookSecret(workspaceId, endpoint.id);
  const test = useTestWebhook(workspaceId, endpoint.id);
  const name = `${WEBHOOK_KIND_LABELS[endpoint.kind]} ${endpoint.address}`;
  const headingId = `webhook-${endpoint.id}`;

  return (
    <Paper component="article" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId}>
              {WEBHOOK_KIND_LABELS[endpoint.kind]}
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.address}
            </Text>
          </div>
          <Text size="sm" fw={600}>
            {endpoint.enabled ? 'Active' : 'Paused'}
          </Text>
        </Group>
        <Text size="sm">Events: {WEBHOOK_EVENT_TYPES.filter((type) => endpoint.events.includes(type)).map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}</Text>
        <Switch
          label="Send events to this endpoint"
          checked={endpoint.enabled}
          onChange={(event) => update.mutate({ enabled: event.currentTarget.checked })}
        />
        {secret && <SigningSecretNotice secret={secret} onDone={() => setSecret(null)} />}
        <Group gap="xs">
          <Button
            variant="default"
            loading={test.isPending}
            onClick={() => test.mutate(undefined, { onSuccess: ({ delivery }) => showSuccessToast('Test event sent', testOutcome(delivery)) })}
            aria-label={`Send a test event to ${name}`}
          >
            Send test
          </Button>
          <Button variant="default" onClick={() => setShowDeliveries((shown) => !shown)} aria-expanded={showDeliveries} aria-label={`Deliveries of ${name}`}>
            {showDeliveries ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          {endpoint.kind === 'webhook' && (
            <Button variant="default" loading={rotate.isPending} onClick={() => rotate.mutate(undefined, { onSuccess: (answer) => setSecret(answer.signingSecret) })} aria-label={`Rotate the signing secret of ${name}`}>
              Rotate secret
            </Button>
          )}
          <Button color="red" variant="light" loading={remove.isPending} onClick={() => remove.mutate(undefined)} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Group>
        {showDeliveries && <WebhookDeliveries workspaceId={workspaceId} hookId={endpoint.id} endpointName={name} />}
      </Stack>
    </Paper>
  );
}
