import type { KeyboardEvent } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A form's onKeyDown: Enter in a one-line field moves to the next field instead of sending a half-filled form; after
 * the last field it moves to the submit button. Enter stays a new line in a text area, and a click on a button in a field.
 */
export function enterMovesToNextField(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  if (target instanceof HTMLInputElement && ['submit', 'button', 'reset', 'file'].includes(target.type)) return;
  event.preventDefault();
  const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FIELDS));
  // After the last field, the button that sends: one more Enter sends, deliberately.
  const next = fields[fields.indexOf(target) + 1] ?? event.currentTarget.querySelector<HTMLElement>('[type="submit"]:not([disabled])');
  next?.focus();
}
