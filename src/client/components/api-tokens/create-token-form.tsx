import { Button, Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreatedApiToken,
  createApiTokenSchema,
} from '../../../domain/api-token-api';
import { useCreateApiToken } from '../../api/api-tokens';

const expiryOptions = API_TOKEN_EXPIRY_CHOICES.map((days) => ({ value: String(days), label: days === 365 ? '1 year' : `${days} days` }));

type FieldErrors = Partial<Record<'name' | 'scopes' | 'expiresInDays', string>>;

/** Name, scopes and expiry of a new token; the scopes offered are the ones the holder may give. */
export function CreateTokenForm({ path, scopes, onCreated }: { path: string; scopes: readonly ApiTokenScope[]; onCreated(created: CreatedApiToken): void }) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>(['journeys:read']);
  const [expiry, setExpiry] = useState(String(API_TOKEN_EXPIRY_DAYS.default));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateApiToken(path);

  const submit = () => {
    const parsed = createApiTokenSchema.safeParse({ name, scopes: chosen, expiresInDays: Number(expiry) });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof FieldErrors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
      onError: (failure) => setErrors({ name: failure.message }),
    });
  };

  return (
    <form
      noValidate
      aria-label="Create an API token"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Token name"
          description="What uses it, e.g. “Nightly portfolio report”."
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
          maw={420}
        />
        <Checkbox.Group label="What it may do" value={chosen} onChange={setChosen} error={errors.scopes}>
          <Stack gap="xs" mt="xs">
            {scopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={API_TOKEN_SCOPES[scope]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label="Expires after"
          data={expiryOptions}
          value={expiry}
          onChange={(value) => setExpiry(value ?? String(API_TOKEN_EXPIRY_DAYS.default))}
          allowDeselect={false}
          error={errors.expiresInDays}
          maw={200}
        />
        <div>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </div>
      </Stack>
    </form>
  );
}
