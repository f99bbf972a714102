/** The text fields of the identity provider form, by name, with their errors. */
export interface ProviderFieldsProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange(field: string, value: string): void;
}
