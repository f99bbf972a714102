import { Checkbox, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ENGINE_CHOICE_LABELS, WORKSPACE_ENGINE_CHOICES, type WorkspaceEngineChoice } from '../../../domain/ai-governance-api';
import type { AiSettingsForm } from './ai-settings-form';

interface EngineFieldsProps {
  form: AiSettingsForm;
  errors: Record<string, string>;
  deploymentEngine: string;
  allowedEndpoints: string[];
  apiKeySet: boolean;
  onChange(changes: Partial<AiSettingsForm>): void;
}

/** Which engine answers, and for an LLM its endpoint, model and key (the key is never shown again). */
export function EngineFields({ form, errors, deploymentEngine, allowedEndpoints, apiKeySet, onChange }: EngineFieldsProps) {
  const isLlm = form.provider === 'openai-compatible' || form.provider === 'anthropic';
  const label = (choice: WorkspaceEngineChoice) => (choice === 'deployment' ? `${ENGINE_CHOICE_LABELS.deployment}: ${deploymentEngine}` : ENGINE_CHOICE_LABELS[choice]);
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Engine"
        description="Which AI answers this workspace’s requests, and so which service sees its text."
        value={form.provider}
        onChange={(value) => onChange({ provider: value as WorkspaceEngineChoice })}
      >
        <Stack gap="xs" mt="xs">
          {WORKSPACE_ENGINE_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={label(choice)} />
          ))}
        </Stack>
      </Radio.Group>
      {isLlm && (
        <Stack gap="sm">
          <TextInput
            label={form.provider === 'anthropic' ? 'Endpoint address (optional)' : 'Endpoint address'}
            description={`Allowed by this deployment: ${allowedEndpoints.join(', ') || 'none'}.${form.provider === 'anthropic' ? ' Leave empty for Anthropic’s own.' : ''}`}
            placeholder={form.provider === 'anthropic' ? 'https://api.anthropic.com/v1' : 'https://my-resource.openai.azure.com/openai/v1'}
            value={form.baseUrl}
            error={errors['engine.baseUrl']}
            onChange={(event) => onChange({ baseUrl: event.currentTarget.value })}
          />
          <TextInput
            label="Model"
            placeholder="gpt-4o-mini"
            value={form.model}
            error={errors['engine.model']}
            onChange={(event) => onChange({ model: event.currentTarget.value })}
          />
          <PasswordInput
            label="API key"
            description={
              apiKeySet
                ? 'A key is kept, encrypted. Leave this empty to keep it; it is dropped if the engine or address changes.'
                : 'Kept encrypted and never shown again, not even to owners.'
            }
            autoComplete="off"
            value={form.apiKey}
            error={errors.apiKey}
            onChange={(event) => onChange({ apiKey: event.currentTarget.value })}
          />
          {apiKeySet && (
            <Checkbox label="Remove the kept key" checked={form.removeApiKey} onChange={(event) => onChange({ removeApiKey: event.currentTarget.checked })} />
          )}
          <Text size="xs" c="dimmed">
            Every call, with its engine, model and sizes, goes on the audit trail.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
