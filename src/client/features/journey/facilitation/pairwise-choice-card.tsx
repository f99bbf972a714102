import { Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import type { Idea } from '../../../../domain/journey-state';
import classes from './pairwise-panel.module.css';

/** One of the two ideas of a comparison, as a large button: its title names it, its description describes it. */
export function PairwiseChoiceCard({ idea, onChoose, disabled }: { idea: Idea; onChoose(): void; disabled: boolean }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <UnstyledButton className={classes.choice} aria-labelledby={titleId} aria-describedby={descriptionId} onClick={onChoose} disabled={disabled}>
      <Text id={titleId} fw={700}>
        {idea.title}
      </Text>
      <Text id={descriptionId} size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
        {idea.description}
      </Text>
    </UnstyledButton>
  );
}
