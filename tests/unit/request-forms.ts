import { screen } from '@testing-library/react';

/**
 * For the listing's request forms' tests: a pinned clock (the forms read Date.now) and the
 * fetch each test replaces put back, and what a written-out request hands over.
 */
export function pinNow(iso: string) {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(new Date(iso).getTime());
  });
  afterEach(() => {
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
  });
}

/** The WhatsApp link named `name`: whom it opens a chat with, and the message typed in. */
export function whatsappHandOff(name: string | RegExp) {
  const href = new URL(screen.getByRole('link', { name }).getAttribute('href')!);
  return { chat: `${href.origin}${href.pathname}`, text: href.searchParams.get('text') };
}

/** The email link named `name`: its subject and body, decoded. */
export function emailHandOff(name: string | RegExp) {
  const href = new URL(screen.getByRole('link', { name }).getAttribute('href')!);
  return {
    to: href.pathname,
    subject: href.searchParams.get('subject'),
    body: href.searchParams.get('body'),
  };
}

/**
 * Presses the send button named `name` with every field valid, and waits for the written-out
 * request: it is shown once the press has painted (components/form/request-form.ts).
 */
export async function sendToHandOver(
  user: { click: (element: Element) => Promise<void> },
  name: string,
) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('link', { name: new RegExp(`^${name}`) });
}
