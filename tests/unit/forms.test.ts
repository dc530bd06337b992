import { HONEYPOT, mailtoHref, submitForm } from '@/lib/forms';

const data = { first_name: 'Achieng', email: 'achieng@example.com', message: 'Hello there' };

function fakeFetch(response: Partial<Response> | Error) {
  return jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response as Response;
  }) as unknown as jest.MockedFunction<typeof fetch>;
}

describe('submitForm', () => {
  it('posts the form as JSON to the configured endpoint', async () => {
    const fetchImpl = fakeFetch({ ok: true, status: 200 });
    const result = await submitForm('contact', data, {
      endpoint: 'https://forms.example/x',
      fetchImpl,
    });
    expect(result).toEqual({ status: 'sent' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://forms.example/x');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ form: 'contact', data });
  });

  it('reports a server error with its status and asks to retry', async () => {
    const result = await submitForm('contact', data, {
      endpoint: 'https://forms.example/x',
      fetchImpl: fakeFetch({ ok: false, status: 502 }),
    });
    expect(result).toEqual({ status: 'error', message: expect.stringMatching(/502.*try again/) });
  });

  it('reports a network failure', async () => {
    const result = await submitForm('contact', data, {
      endpoint: 'https://forms.example/x',
      fetchImpl: fakeFetch(new TypeError('Failed to fetch')),
    });
    expect(result).toEqual({ status: 'error', message: expect.stringMatching(/could not reach/) });
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    ) as unknown as typeof fetch;
    const pending = submitForm('contact', data, {
      endpoint: 'https://forms.example/x',
      fetchImpl: hanging,
      timeoutMs: 5000,
    });
    jest.advanceTimersByTime(5000);
    await expect(pending).resolves.toEqual({
      status: 'error',
      message: expect.stringMatching(/took too long/),
    });
    jest.useRealTimers();
  });

  it('without an endpoint, hands the message to the email app addressed to the business', async () => {
    const fetchImpl = fakeFetch({ ok: true });
    const result = await submitForm(
      'contact',
      { ...data, subject: 'pricing' },
      { endpoint: '', fetchImpl },
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(result.status).toBe('mailto');
    const href = (result as { href: string }).href;
    expect(href.startsWith('mailto:hello@miadi.co.ke?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Message from the website (pricing)');
    expect(params.get('body')).toContain('First name: Achieng');
    expect(params.get('body')).toContain('Message: Hello there');
  });

  it('never sends what a bot typed into the honeypot', async () => {
    const fetchImpl = fakeFetch({ ok: true });
    await submitForm(
      'contact',
      { ...data, [HONEYPOT]: 'http://spam' },
      { endpoint: 'https://forms.example/x', fetchImpl },
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('leaves the honeypot out of what it sends', async () => {
    const fetchImpl = fakeFetch({ ok: true });
    await submitForm(
      'contact',
      { ...data, [HONEYPOT]: '' },
      { endpoint: 'https://forms.example/x', fetchImpl },
    );
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body)).data).toEqual(data);
    expect(mailtoHref('contact', { ...data, [HONEYPOT]: '' })).not.toContain(HONEYPOT);
  });
});
