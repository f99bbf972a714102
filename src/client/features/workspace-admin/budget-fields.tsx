import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { BudgetUnit } from '../../../domain/ai-governance-api';
import type { AiSettingsForm } from './ai-settings-form';

interface BudgetFieldsProps {
  form: AiSettingsForm;
  errors: Record<string, string>;
  onChange(changes: Partial<AiSettingsForm>): void;
}

/** Monthly limits per person and for the whole workspace, in calls or in tokens; empty means none. */
export function BudgetFields({ form, errors, onChange }: BudgetFieldsProps) {
  const unit = form.unit === 'calls' ? 'calls' : 'tokens';
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Count the budget in"
        description="A call is one request: a round of ideas, a set of score suggestions or a chat reply. Tokens are what the model reports; the built-in engine uses none."
        value={form.unit}
        onChange={(value) => onChange({ unit: value as BudgetUnit })}
      >
        <Group gap="lg" mt="xs">
          <Radio value="calls" label="Calls" />
          <Radio value="tokens" label="Tokens" />
        </Group>
      </Radio.Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={`Per person, ${unit} a month`}
          placeholder="No limit"
          inputMode="numeric"
          value={form.perUserMonthly}
          error={errors['budget.perUserMonthly']}
          onChange={(event) => onChange({ perUserMonthly: event.currentTarget.value })}
          miw={200}
        />
        <TextInput
          label={`Whole workspace, ${unit} a month`}
          placeholder="No limit"
          inputMode="numeric"
          value={form.perWorkspaceMonthly}
          error={errors['budget.perWorkspaceMonthly']}
          onChange={(event) => onChange({ perWorkspaceMonthly: event.currentTarget.value })}
          miw={200}
        />
      </Group>
    </Stack>
  );
}
