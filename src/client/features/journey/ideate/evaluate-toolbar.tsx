import { Button, Group, SegmentedControl, Switch } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

export type EvaluateOrder = 'list' | 'score';

interface EvaluateToolbarProps {
  compact: boolean;
  onCompactChange(compact: boolean): void;
  order: EvaluateOrder;
  onOrderChange(order: EvaluateOrder): void;
  suggesting: boolean;
  onSuggest(): void;
  pendingSuggestions: number;
  onApplyAll(): void;
}

/** How the ideas are shown (compact, sorted) and the scoring help, which never scores by itself. */
export function EvaluateToolbar(props: EvaluateToolbarProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="md">
        <Switch
          label="Compact view"
          checked={props.compact}
          onChange={(event) => props.onCompactChange(event.currentTarget.checked)}
        />
        <SegmentedControl
          aria-label="Order of ideas"
          size="xs"
          value={props.order}
          onChange={(value) => props.onOrderChange(value as EvaluateOrder)}
          data={[
            { value: 'list', label: 'List order' },
            { value: 'score', label: 'Highest score first' },
          ]}
        />
      </Group>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconSparkles size={16} aria-hidden />} loading={props.suggesting} onClick={props.onSuggest}>
          Suggest scores
        </Button>
        {props.pendingSuggestions > 0 && (
          <Button onClick={props.onApplyAll}>
            Apply all suggestions ({props.pendingSuggestions})
          </Button>
        )}
      </Group>
    </Group>
  );
}
