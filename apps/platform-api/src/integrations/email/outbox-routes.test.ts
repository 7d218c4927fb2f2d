import { useTestApp } from '../../test/test-app';

describe('the local outbox', () => {
  const t = useTestApp({ anonymousToken: false });

  it('shows this machine the emails the platform would have sent, newest first', async () => {
    const email = t.app.platform.integrations.email;
    await email.send({ to: 'Ola@example.com', subject: 'First', text: 'one' });
    t.clock.advance(1000);
    await email.send({ to: 'ola@example.com', subject: 'Second <b>', text: 'two & more' });
    await email.send({ to: 'someone.else@example.com', subject: 'Other', text: 'three' });

    const json = await t.call<{ to: string; subject: string }[]>(
      'GET',
      '/outbox/messages.json?to=OLA@example.com',
    );
    expect(json.status).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.body.map((message) => message.subject)).toEqual(['Second <b>', 'First']);

    const page = await t.call<string>('GET', '/outbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Outbox</h1>');
    expect(page.body).toContain('Second &lt;b&gt;');
    expect(page.body).toContain('two &amp; more');
  });

  it('refuses other machines (the emails hold sign-in codes)', async () => {
    const response = await t.call('GET', '/outbox/messages.json', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    // Fastify trusts no proxy header here: the caller is loopback, so this is still allowed...
    expect(response.status).toBe(200);
    // ...and a client seen from elsewhere is refused.
    const remote = await t.app.inject({
      method: 'GET',
      url: '/outbox/messages.json',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
  });
});
