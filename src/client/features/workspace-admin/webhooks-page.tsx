import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { WorkspaceSummary } from '../../../domain/workspace-api';
import { useWebhooks } from '../../api/webhooks';
import { AdminSection } from './admin-section';
import { SigningSecretNotice } from './webhooks/signing-secret-notice';
import { WebhookEndpointCard } from './webhooks/webhook-endpoint-card';
import { WebhookForm } from './webhooks/webhook-form';
import { WorkspaceAdminLayout } from './workspace-admin-layout';

function WebhookSections({ workspace }: { workspace: WorkspaceSummary }) {
  const webhooks = useWebhooks(workspace.id);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  if (workspace.kind !== 'team') return <Text>Webhooks and channel notifications are for team workspaces.</Text>;
  if (webhooks.isPending) {
    return (
      <Center role="status">
        <Loader size="sm" aria-label="Loading the webhooks" />
      </Center>
    );
  }
  if (webhooks.isError) return <Alert color="red" title="The webhooks could not be loaded">{webhooks.error.message}</Alert>;
  return (
    <Stack gap="lg">
      <AdminSection id="webhook-endpoints-heading" title="Endpoints" description="Each event is sent to every active endpoint that asked for it, and retried for a day if the receiver is down.">
        {newSecret && <SigningSecretNotice secret={newSecret} onDone={() => setNewSecret(null)} />}
        {webhooks.data.webhooks.length === 0 ? (
          <Text size="sm">No endpoints yet.</Text>
        ) : (
          webhooks.data.webhooks.map((endpoint) => <WebhookEndpointCard key={endpoint.id} workspaceId={workspace.id} endpoint={endpoint} />)
        )}
      </AdminSection>
      <AdminSection id="webhook-add-heading" title="Add an endpoint" description="A signed webhook for your own systems, or a Microsoft Teams or Slack channel that gets a card.">
        <WebhookForm workspaceId={workspace.id} allowedEndpoints={webhooks.data.allowedEndpoints} onCreated={setNewSecret} />
      </AdminSection>
    </Stack>
  );
}

/** /workspaces/:workspaceId/webhooks: where the workspace's events are sent (issue 24). */
export function WebhooksPage() {
  return (
    <WorkspaceAdminLayout title="Webhooks and notifications" intro="Send this workspace’s events to your systems, or post them as cards to a Teams or Slack channel.">
      {(workspace) => <WebhookSections workspace={workspace} />}
    </WorkspaceAdminLayout>
  );
}
