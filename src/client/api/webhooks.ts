import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookInput, UpdateWebhookInput, WebhookDeliveryView, WebhookEndpointView, WebhookSecretAnswer } from '../../domain/webhooks/webhooks-api';
import { apiFetch } from './http';

const base = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/webhooks`;
const webhooksKey = (workspaceId: string) => ['workspaces', workspaceId, 'webhooks'] as const;
const deliveriesKey = (workspaceId: string, hookId: string) => [...webhooksKey(workspaceId), hookId, 'deliveries'] as const;

export function useWebhooks(workspaceId: string) {
  return useQuery({
    queryKey: webhooksKey(workspaceId),
    queryFn: () => apiFetch<{ webhooks: WebhookEndpointView[]; allowedEndpoints: string[] }>(base(workspaceId)),
    retry: false,
  });
}

function useWebhookMutation<Input, Answer>(workspaceId: string, request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(workspaceId) }),
  });
}

export const useCreateWebhook = (workspaceId: string) =>
  useWebhookMutation(workspaceId, (input: CreateWebhookInput) => apiFetch<WebhookSecretAnswer>(base(workspaceId), { method: 'POST', json: input }));

export const useUpdateWebhook = (workspaceId: string, hookId: string) =>
  useWebhookMutation(workspaceId, (input: UpdateWebhookInput) => apiFetch<{ webhook: WebhookEndpointView }>(`${base(workspaceId)}/${encodeURIComponent(hookId)}`, { method: 'PATCH', json: input }));

export const useDeleteWebhook = (workspaceId: string, hookId: string) =>
  useWebhookMutation(workspaceId, () => apiFetch<void>(`${base(workspaceId)}/${encodeURIComponent(hookId)}`, { method: 'DELETE' }));

export const useRotateWebhookSecret = (workspaceId: string, hookId: string) =>
  useWebhookMutation(workspaceId, () => apiFetch<WebhookSecretAnswer>(`${base(workspaceId)}/${encodeURIComponent(hookId)}/rotate-secret`, { method: 'POST' }));

export const useTestWebhook = (workspaceId: string, hookId: string) =>
  useWebhookMutation(workspaceId, () => apiFetch<{ delivery: WebhookDeliveryView }>(`${base(workspaceId)}/${encodeURIComponent(hookId)}/test`, { method: 'POST' }));

export function useWebhookDeliveries(workspaceId: string, hookId: string) {
  return useQuery({
    queryKey: deliveriesKey(workspaceId, hookId),
    queryFn: () => apiFetch<{ deliveries: WebhookDeliveryView[] }>(`${base(workspaceId)}/${encodeURIComponent(hookId)}/deliveries`),
    retry: false,
  });
}

export function useResendDelivery(workspaceId: string, hookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiFetch<{ delivery: WebhookDeliveryView }>(`${base(workspaceId)}/${encodeURIComponent(hookId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(workspaceId, hookId) }),
  });
}
