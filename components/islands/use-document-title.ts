'use client';

import { useEffect } from 'react';

/**
 * Keeps document.title at `title` while the component is mounted. The page's metadata
 * <title> hydrates after client effects and would put the static title back, so the title
 * is re-applied whenever the head changes.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}
