import { Alert, Button, Center, Group, Loader, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { AI_FEATURES } from '../../../domain/ai-features';
import type { AiSettingsAnswer } from '../../../domain/ai-governance-api';
import { useAiSettings, useSaveAiSettings } from '../../api/governance';
import { ApiRequestError } from '../../api/http';
import { showSuccessToast } from '../../lib/toast';
import { AdminSection } from './admin-section';
import { type AiSettingsForm, formFromSettings, toSettingsInput } from './ai-settings-form';
import { BudgetFields } from './budget-fields';
import { EngineFields } from './engine-fields';
import { WorkspaceAdminLayout } from './workspace-admin-layout';

function AiSettingsEditor({ workspaceId, answer }: { workspaceId: string; answer: AiSettingsAnswer }) {
  const [form, setForm] = useState<AiSettingsForm>(() => formFromSettings(answer.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAiSettings(workspaceId);
  const change = (changes: Partial<AiSettingsForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = () => {
    const checked = toSettingsInput(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(checked.input, {
      // The saved settings come back with a new updatedAt, which gives the form a fresh start (and an empty key field).
      onSuccess: () => {
        showSuccessToast('AI settings saved', 'The workspace’s AI follows the new settings from its next request.');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
        setFailure(error.message);
      },
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
      <Stack gap="lg">
        <AdminSection id="engine-heading" title="Engine and key">
          <EngineFields
            form={form}
            errors={errors}
            deploymentEngine={answer.deploymentEngine}
            allowedEndpoints={answer.allowedEndpoints}
            apiKeySet={answer.settings.apiKeySet && !form.removeApiKey}
            onChange={change}
          />
        </AdminSection>
        <AdminSection id="features-heading" title="AI features" description="A feature switched off is refused with a message saying so, for every member.">
          <Stack gap="sm">
            {AI_FEATURES.map((feature) => (
              <Switch
                key={feature.id}
                label={feature.label}
                description={feature.description}
                checked={form.features[feature.id]}
                onChange={(event) => change({ features: { ...form.features, [feature.id]: event.currentTarget.checked } })}
              />
            ))}
          </Stack>
        </AdminSection>
        <AdminSection id="budget-heading" title="Monthly budgets" description="When a budget is spent, requests are refused with a message saying when it renews (the first of the month, UTC).">
          <BudgetFields form={form} errors={errors} onChange={change} />
        </AdminSection>
        <AdminSection id="recording-heading" title="Prompt recording">
          <Switch
            label="Record prompts and answers on the audit trail"
            description="Off: the trail keeps who, when, which engine and model, sizes, duration and outcome of every AI call. On: it also keeps the text sent and the answer, which may hold confidential or personal data."
            checked={form.recordPrompts}
            onChange={(event) => change({ recordPrompts: event.currentTarget.checked })}
          />
        </AdminSection>
        {failure && (
          <Alert color="red" title="The settings were not saved" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save AI settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /workspaces/:workspaceId/ai: the owner decides which AI sees the workspace's text, and how much it may be used. */
export function AiSettingsPage() {
  return (
    <WorkspaceAdminLayout title="AI controls" intro="Which engine answers, which AI features members may use, and how much.">
      {(workspace) => <AiSettingsLoader workspaceId={workspace.id} />}
    </WorkspaceAdminLayout>
  );
}

function AiSettingsLoader({ workspaceId }: { workspaceId: string }) {
  const settings = useAiSettings(workspaceId);
  if (settings.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" aria-label="Loading the AI settings" />
      </Center>
    );
  }
  if (settings.isError) return <Alert color="red" title="The AI settings could not be loaded">{settings.error.message}</Alert>;
  return <AiSettingsEditor key={settings.data.settings.updatedAt ?? 'defaults'} workspaceId={workspaceId} answer={settings.data} />;
}
