import 'react';

// HTML invoker commands (a button that opens or closes a dialog with no script), which
// @types/react 19.3 does not list yet. React renders unknown lowercase attributes as written.
declare module 'react' {
  // The type parameter must match React's own declaration of the interface.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
