import { Textarea, type TextareaProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { TextEditHint } from '../../domain/shared-text';
import { mapCaret } from '../lib/map-caret';

export interface SharedTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  /** What the person typed, with the text they saw when they typed it and their caret. */
  onTextChange(value: string, hint: TextEditHint): void;
}

interface CaretBefore {
  text: string;
  start: number;
  end: number;
}

/**
 * A textarea for a text several people type into at once: when others' typing changes the text,
 * the person's caret and selection stay with the words they were at, instead of jumping to the end.
 */
export function SharedTextarea({ value, onTextChange, ...props }: SharedTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const caretBefore = useRef<CaretBefore | null>(null);
  // Read while rendering, before React writes the new text into the field and the browser moves the caret.
  const node = ref.current;
  if (node && node.value !== value && document.activeElement === node) {
    caretBefore.current = { text: node.value, start: node.selectionStart, end: node.selectionEnd };
  }

  useLayoutEffect(() => {
    const before = caretBefore.current;
    caretBefore.current = null;
    const field = ref.current;
    if (!before || !field || field.value !== value || document.activeElement !== field) return;
    field.setSelectionRange(mapCaret(before.text, value, before.start), mapCaret(before.text, value, before.end));
  }, [value]);

  return (
    <Textarea
      {...props}
      ref={ref}
      value={value}
      onChange={(event) => onTextChange(event.currentTarget.value, { seen: value, caret: event.currentTarget.selectionStart })}
    />
  );
}
