import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';
import { PROXY_HEADERS } from './outbox-routes';

/**
 * A reverse proxy on this machine in front of the platform, as nginx is usually set up: the
 * client's Host kept, its address added to X-Forwarded-For (or, with `addHeaders` false, nothing
 * added at all). Answers its URL and a way to stop it.
 */
async function startProxy(target: string, addHeaders = true) {
  const server = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    if (addHeaders) headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
    const forwarded = httpRequest(
      `${target}${incoming.url}`,
      { method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** GET with a Host of our choosing (fetch may not set one). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { host } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

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
    // At localhost too, as a developer's browser opens it.
    expect(await getWithHost(`${t.baseUrl}/outbox`, 'localhost:3000')).toBe(200);
  });

  it('refuses a client on another machine, judged by the connection itself', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: '/outbox/messages.json',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.headers['content-type']).toContain('application/problem+json');
    expect(remote.json()).toMatchObject({ code: 'outbox.notThisMachine' });
  });

  it('refuses a request through a reverse proxy on this machine', async () => {
    const proxy = await startProxy(t.baseUrl);
    try {
      const response = await fetch(`${proxy.url}/outbox/messages.json`);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        detail: 'The outbox does not answer through a proxy.',
      });
      // A proxy that adds no header still passes on the public name people used.
      const quiet = await startProxy(t.baseUrl, false);
      try {
        expect(await getWithHost(`${quiet.url}/outbox`, 'insurance.example')).toBe(403);
      } finally {
        await quiet.stop();
      }
    } finally {
      await proxy.stop();
    }
  });

  it('refuses any request carrying a header a proxy adds, whatever it says', async () => {
    for (const name of PROXY_HEADERS) {
      const response = await t.call('GET', '/outbox/messages.json', {
        headers: { [name]: name === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' },
      });
      expect({ name, status: response.status }).toEqual({ name, status: 403 });
    }
  });

  it('refuses a page elsewhere whose name resolves to this machine (DNS rebinding)', async () => {
    expect(await getWithHost(`${t.baseUrl}/outbox/messages.json`, 'evil.example:3000')).toBe(403);
  });

  describe('behind a trusted proxy', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ trustProxy: { hops: 1 } });
    });
    afterAll(() => proxied.close());

    it('refuses a client that claims to be this machine in X-Forwarded-For', async () => {
      const forged = await proxied.call('GET', '/outbox/messages.json', {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.status).toBe(403);
    });
  });

  it('is not served at all when email goes through SMTP', async () => {
    const sent: string[] = [];
    const smtp = await createTestApp({
      integrations: {
        email: {
          kind: 'smtp',
          async send(message) {
            sent.push(message.to);
          },
        },
      },
    });
    try {
      expect((await smtp.call('GET', '/outbox/messages.json')).status).toBe(404);
      expect((await smtp.call('GET', '/outbox')).status).toBe(404);
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
