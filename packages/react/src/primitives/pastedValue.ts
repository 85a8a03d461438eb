import type { ClipboardEvent } from 'react';

/**
 * A field's `value` with the paste in place of the selection. The paste is taken whole (the
 * browser's own paste is cancelled), so the caller cleans it before any cut to length: "123 456"
 * must not lose its last digit to a length limit first.
 */
export function pastedValue(event: ClipboardEvent<HTMLInputElement>, value: string): string {
  event.preventDefault();
  const { selectionStart, selectionEnd } = event.currentTarget;
  return (
    value.slice(0, selectionStart ?? value.length) +
    event.clipboardData.getData('text') +
    value.slice(selectionEnd ?? value.length)
  );
}
