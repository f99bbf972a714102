import { Group, Select, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, type AuditFilter } from '../../../domain/audit-api';
import type { WorkspaceMember } from '../../../domain/workspace-api';

const ACTION_OPTIONS = [
  { group: 'Groups', items: Object.entries(AUDIT_CATEGORIES).map(([value, label]) => ({ value, label: `All: ${label}` })) },
  { group: 'Actions', items: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })) },
];

interface AuditFilterBarProps {
  filter: AuditFilter;
  members: WorkspaceMember[];
  onChange(filter: AuditFilter): void;
}

/** What, who and when; every change filters at once. */
export function AuditFilterBar({ filter, members, onChange }: AuditFilterBarProps) {
  const people = [...members.map((member) => ({ value: member.userId, label: member.name })), { value: 'system', label: 'System (retention)' }];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="What"
        placeholder="Everything"
        data={ACTION_OPTIONS}
        value={filter.action ?? null}
        clearable
        searchable
        onChange={(value) => onChange({ ...filter, action: value ?? undefined })}
        w={240}
      />
      <Select
        label="Who"
        placeholder="Anyone"
        data={people}
        value={filter.actor ?? null}
        clearable
        onChange={(value) => onChange({ ...filter, actor: value ?? undefined })}
        w={200}
      />
      <TextInput label="From" type="date" value={filter.from ?? ''} onChange={(event) => onChange({ ...filter, from: event.currentTarget.value || undefined })} w={160} />
      <TextInput label="To" type="date" value={filter.to ?? ''} onChange={(event) => onChange({ ...filter, to: event.currentTarget.value || undefined })} w={160} />
    </Group>
  );
}
