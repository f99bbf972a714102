import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KINDS,
  WEBHOOK_KIND_LABELS,
  type WebhookEventType,
  type WebhookKind,
  createWebhookSchema,
} from '../../../../domain/webhooks/webhooks-api';
import { useCreateWebhook } from '../../../api/webhooks';

const ADDRESS_HINTS: Record<WebhookKind, string> = {
  webhook: 'Your receiver’s https:// address. Each delivery is signed (Standard Webhooks).',
  teams: 'The incoming webhook address of the Teams channel (from its Workflows or connector settings). It is kept secret.',
  slack: 'The incoming webhook address of the Slack channel (https://hooks.slack.com/services/…). It is kept secret.',
};

/** Adds an endpoint; a signed webhook's secret comes back once, for the page to show. */
export function WebhookForm({ workspaceId, allowedEndpoints, onCreated }: { workspaceId: string; allowedEndpoints: string[]; onCreated(secret: string | null): void }) {
  const [kind, setKind] = useState<WebhookKind>('webhook');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['journey.completed']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateWebhook(workspaceId);

  const submit = () => {
    const parsed = createWebhookSchema.safeParse({ kind, url, events, description: '' });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setUrl('');
        onCreated(answer.signingSecret);
      },
      onError: (failure) => setErrors({ url: failure.message }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Select
          label="Kind"
          data={WEBHOOK_KINDS.map((value) => ({ value, label: WEBHOOK_KIND_LABELS[value] }))}
          value={kind}
          onChange={(value) => value && setKind(value as WebhookKind)}
          allowDeselect={false}
          maw={360}
        />
        <TextInput label="Address" description={ADDRESS_HINTS[kind]} value={url} error={errors.url} onChange={(event) => setUrl(event.currentTarget.value)} inputMode="url" />
        <Checkbox.Group label="Events" value={events} onChange={(value) => setEvents(value as WebhookEventType[])} error={errors.events}>
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={WEBHOOK_EVENT_LABELS[type]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm">Addresses the operator allows: {allowedEndpoints.length > 0 ? allowedEndpoints.join(', ') : 'none'}.</Text>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
