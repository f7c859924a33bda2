// A refusal's message, reason and fields come from its body: openapi-fetch reads that body
// itself, so the client must take it from openapi-fetch's answer (a regression: every
// refusal read "HTTP <status>" while the body had been consumed).
import { createClient, WorkmeshError } from '@workmesh/client';

function answering(status: number, body: string, headers: Record<string, string> = {}) {
  return createClient({
    baseUrl: 'http://gateway.test',
    retry: false,
    fetch: async () => new Response(body, { status, headers }),
  });
}

async function refusal(promise: Promise<unknown>): Promise<WorkmeshError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkmeshError);
  return error as WorkmeshError;
}

describe('WorkmeshError from a refusal', () => {
  it('carries the JSON body’s message and the reason header', async () => {
    const client = answering(
      401,
      JSON.stringify({ error: 401, message: 'These credentials do not match our records.' }),
      { 'content-type': 'application/json', 'workmesh-error-reason': 'INVALID_CREDENTIALS' },
    );
    const error = await refusal(client.login({ email: 'a@example.com', password: 'x' }));
    expect(error).toMatchObject({
      status: 401,
      message: 'These credentials do not match our records.',
      reason: 'INVALID_CREDENTIALS',
      shape: 'A',
      body: { error: 401, message: 'These credentials do not match our records.' },
    });
  });

  it('carries field messages (shape C) and a text body', async () => {
    const fields = answering(422, JSON.stringify({ error: { email: ['is taken'] } }), {
      'content-type': 'application/json',
    });
    expect(await refusal(fields.login({ email: 'a@example.com', password: 'x' }))).toMatchObject({
      shape: 'C',
      fields: { email: ['is taken'] },
      message: 'email: is taken',
    });
    const text = answering(502, 'Bad Gateway from the proxy', { 'content-type': 'text/plain' });
    expect((await refusal(text.getCurrentTimer())).message).toBe('Bad Gateway from the proxy');
    const empty = answering(500, '');
    expect((await refusal(empty.getCurrentTimer())).message).toBe('HTTP 500');
  });
});
