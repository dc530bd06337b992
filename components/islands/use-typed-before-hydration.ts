'use client';

import { useEffect } from 'react';

/**
 * What the visitor changed in a form before its script ran. A page paints before its scripts
 * have arrived on a slow connection, and the static HTML's fields take typing from the first
 * paint, but an island starts from the values it rendered: a field whose value, tick or choice
 * differs from what the HTML said was changed by the visitor.
 */
export function changedBeforeHydration<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const changed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      const inputs = [...field].filter((node) => node instanceof HTMLInputElement);
      if (inputs.some((input) => input.checked !== input.defaultChecked))
        // A group of checkboxes (a waitlist's days) holds every ticked value, joined by commas.
        changed[name] = inputs.every((input) => input.type === 'checkbox')
          ? inputs
              .filter((input) => input.checked)
              .map((input) => input.value)
              .join(',')
          : field.value;
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) changed[name] = field.checked ? 'true' : '';
    } else if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      if (options.some((option) => option.selected !== option.defaultSelected)) {
        changed[name] = field.value;
      }
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) changed[name] = field.value;
    }
  }
  return changed;
}

/**
 * Hands `take` what the visitor typed into the form's fields named `names` before the island
 * ran, once, when it starts; later changes reach the island through its onChange handlers. So
 * nothing typed on a slow phone while the script was on its way is lost.
 */
export function useTypedBeforeHydration<Name extends string>(
  form: React.RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  take: (changed: Partial<Record<Name, string>>) => void,
) {
  useEffect(() => {
    if (!form.current) return;
    const changed = changedBeforeHydration(form.current, names);
    if (Object.keys(changed).length) take(changed);
    // Once, when the island starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
