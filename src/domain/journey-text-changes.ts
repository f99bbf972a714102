import type { JourneyState } from './journey-state';
import { readTextField, textFieldsOf, writeTextField } from './journey-text-fields';

export interface TextFieldChanges {
  /** Fields both states have, with another text in `after`. */
  changed: string[];
  /** Fields only `after` has (an idea added or brought back). */
  added: string[];
}

/** What a change did to the journey's text fields. */
export function textFieldChanges(before: JourneyState, after: JourneyState): TextFieldChanges {
  const beforeFields = textFieldsOf(before);
  const changes: TextFieldChanges = { changed: [], added: [] };
  for (const [key, text] of textFieldsOf(after)) {
    const was = beforeFields.get(key);
    if (was === undefined) changes.added.push(key);
    else if (was !== text) changes.changed.push(key);
  }
  return changes;
}

/** Whether a change did nothing but change texts of fields that were there: typing. */
export function isTextOnlyChange(before: JourneyState, after: JourneyState, changed: readonly string[]): boolean {
  if (before === after) return true;
  const untyped = changed.reduce((state, key) => writeTextField(state, key, readTextField(before, key)!), after);
  return JSON.stringify(untyped) === JSON.stringify(before);
}
