import '@testing-library/jest-dom';

// jsdom lacks APIs that Headless UI and the rotators use; these stand-ins follow
// headlessui's own jest polyfills.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

/** Set what `prefers-reduced-motion` reports; tests call this before rendering. */
export function setReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') ? reduce : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Tests of node scripts (`@jest-environment node`) have no window.
if (typeof window !== 'undefined') {
  setReducedMotion(false);
  beforeEach(() => setReducedMotion(false));
}
