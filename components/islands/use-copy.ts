'use client';

import { useRef, useState } from 'react';

/**
 * Copying a text field's text to the clipboard, and how it went. Where the browser refuses
 * (no permission, an old browser), the field's text is selected for the visitor to copy.
 */
export function useCopy<
  Field extends HTMLTextAreaElement | HTMLInputElement = HTMLTextAreaElement,
>() {
  const field = useRef<Field>(null);
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      field.current?.select();
      setOutcome('failed');
    }
  }
  return { field, outcome, copy, reset: () => setOutcome('idle') };
}
