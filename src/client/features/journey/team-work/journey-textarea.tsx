import { type CSSProperties, type FocusEvent, type KeyboardEvent, memo, useMemo } from 'react';
import type { PresenceEntry } from '../../../../domain/journey-live';
import type { TextFieldKey } from '../../../../domain/journey-text-fields';
import { presenceColour } from '../../../../domain/presence-colours';
import { SharedTextarea, type SharedTextareaProps } from '../../../components/shared-textarea';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useJourneyControls } from '../store/journey-context';
import classes from './field-presence.module.css';

interface JourneyTextareaProps extends SharedTextareaProps {
  /** Which shared text this is (journey-text-fields), so colleagues see who types here. */
  textKey: TextFieldKey;
}

const VIEW_ONLY = 'View only: you are a viewer in this journey’s workspace.';

/** Colleagues (not the user's own tabs) typing in this field now, each once. */
function editorsOf(presence: readonly PresenceEntry[], userId: string, textKey: TextFieldKey): PresenceEntry[] {
  const byUser = new Map<string, PresenceEntry>();
  for (const entry of presence) if (entry.userId !== userId && entry.field === textKey) byUser.set(entry.userId, entry);
  return [...byUser.values()];
}

/**
 * A journey's shared text field: it tells the others when the user types here, shows who else
 * does (a ring in their colour and their name), and looks and says read-only to a viewer.
 *
 * A screen is drawn again on every keystroke in any of its fields; this field is drawn again only
 * when its own text, label or who is typing in it changed. Its handlers are passed on as stable
 * functions that call the screen's latest ones.
 */
export function JourneyTextarea({ onTextChange, onFocus, onBlur, onKeyDown, ...props }: JourneyTextareaProps) {
  const textChange = useStableCallback(onTextChange);
  const focus = useStableCallback((event: FocusEvent<HTMLTextAreaElement>) => onFocus?.(event));
  const blur = useStableCallback((event: FocusEvent<HTMLTextAreaElement>) => onBlur?.(event));
  const keyDown = useStableCallback((event: KeyboardEvent<HTMLTextAreaElement>) => onKeyDown?.(event));
  return <SharedJourneyTextarea {...props} onTextChange={textChange} onFocus={focus} onBlur={blur} onKeyDown={onKeyDown ? keyDown : undefined} />;
}

const SharedJourneyTextarea = memo(function SharedJourneyTextarea({ textKey, onFocus, onBlur, description, classNames, ...props }: JourneyTextareaProps) {
  const { presence, userId, readOnly, reportField } = useJourneyControls();
  const editors = useMemo(() => editorsOf(presence, userId, textKey), [presence, userId, textKey]);
  const colour = editors[0] ? presenceColour(editors[0].userId) : null;
  const who = editors.map((editor) => editor.name).join(' and ');

  return (
    <SharedTextarea
      {...props}
      readOnly={readOnly || props.readOnly}
      description={readOnly ? [description, VIEW_ONLY].filter(Boolean).join(' ') : description}
      classNames={{
        ...classNames,
        input: [readOnly ? classes.readOnly : '', colour ? classes.ring : ''].filter(Boolean).join(' ') || undefined,
      }}
      style={colour ? ({ '--ring-colour': `var(--mantine-color-${colour}-9)` } as CSSProperties) : undefined}
      inputContainer={(children) => (
        <div className={classes.container}>
          {children}
          {editors.length > 0 && (
            <div className={classes.names} role="status" aria-label={`${who} ${editors.length > 1 ? 'are' : 'is'} typing here`}>
              {editors.map((editor) => (
                <span key={editor.userId} className={classes.name} style={{ background: `var(--mantine-color-${presenceColour(editor.userId)}-9)` }}>
                  {editor.name}
                </span>
              ))}
            </div>
          )}
        </div>
      )}
      onFocus={(event: FocusEvent<HTMLTextAreaElement>) => {
        if (!readOnly) reportField(textKey);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLTextAreaElement>) => {
        reportField(null);
        onBlur?.(event);
      }}
    />
  );
});
