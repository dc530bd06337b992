'use client';

import { useRef, useState } from 'react';

/**
 * Loads a module when the visitor reaches for a control (hover, touch, focus) rather than
 * with the page. Returns the module once it arrives, whether the control was pressed before
 * then (so the caller can act on it), whether it had focus (so focus can move to the real
 * control), and the handlers for the placeholder control.
 */
export function useLoadOnIntent<Module>(importer: () => Promise<Module>) {
  const [loaded, setLoaded] = useState<{ module: Module; focused: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void importer().then((module) =>
      setLoaded({ module, focused: document.activeElement === placeholder.current }),
    );
  };

  return {
    module: loaded?.module ?? null,
    focused: loaded?.focused ?? false,
    pressed,
    placeholderProps: {
      ref: placeholder,
      onPointerEnter: load,
      onTouchStart: load,
      onFocus: load,
      onClick: () => {
        setPressed(true);
        load();
      },
    },
  };
}
