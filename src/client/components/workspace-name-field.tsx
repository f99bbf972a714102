import { TextInput, type TextInputProps } from '@mantine/core';
import { WORKSPACE_NAME_MAX_LENGTH } from '../../domain/workspace-api';

type WorkspaceNameFieldProps = Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onValueChange(name: string): void };

/** The workspace name input of the create dialog and the settings section. */
export function WorkspaceNameField({ value, onValueChange, ...props }: WorkspaceNameFieldProps) {
  return (
    <TextInput
      label="Workspace name"
      value={value}
      maxLength={WORKSPACE_NAME_MAX_LENGTH}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      {...props}
    />
  );
}
