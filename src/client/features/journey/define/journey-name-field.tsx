import { Button, Group, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { LIMITS } from '../../../../domain/journey-state';
import { JourneyTextarea } from '../team-work/journey-textarea';
import { useJourney } from '../store/journey-context';

/**
 * "Journey name", asked for on the problem screen (issue 22): empty, it shows the name suggested
 * from the problem, which one click (or moving on without a name) makes the journey's name. The
 * name is a shared text, so colleagues on the same screen type into it together.
 */
export function JourneyNameField({ suggestion }: { suggestion: string }) {
  const { state, dispatch, readOnly } = useJourney();
  const empty = state.journeyName.trim() === '';
  return (
    <div>
      <JourneyTextarea
        textKey="journeyName"
        label="Journey name"
        description="How your team finds this journey on the dashboard, in its history and in chat."
        placeholder={suggestion}
        autosize
        minRows={1}
        maxRows={3}
        maxLength={LIMITS.shortText}
        value={state.journeyName}
        // A name is one line: Enter does not break it.
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onTextChange={(value, hint) =>
          dispatch({ type: 'setJourneyName', journeyName: value.replace(/\s*\n\s*/g, ' ') }, hint)
        }
      />
      {empty && !readOnly && (
        <Group gap="xs" mt={6} wrap="wrap">
          <Text size="sm" c="dimmed">
            Suggested from your problem: <strong>{suggestion}</strong>
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => dispatch({ type: 'setJourneyName', journeyName: suggestion })}
          >
            Use this name
          </Button>
        </Group>
      )}
    </div>
  );
}
