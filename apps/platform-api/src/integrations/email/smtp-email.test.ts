import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { ProviderError } from '../provider-error';
import { createSmtpEmail } from './smtp-email';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free loopback port, with a login and one recipient it refuses. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain text on loopback: STARTTLS would need a certificate the client trusts.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret/+') {
        return callback(null, { user: 'mailer' });
      }
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address === 'nobody@refused.example') {
        return callback(new Error('No such user here'));
      }
      return callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message (unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

describe('the SMTP email sender', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  const sender = (url: string) =>
    createSmtpEmail(
      { url, from: 'MINI Insurance <no-reply@insurance.example>' },
      { connection: 2000, greeting: 2000, socket: 2000 },
    );

  it('delivers the message with its sender, recipient, subject and text, logging in with the URL', async () => {
    // The password's reserved characters are percent-encoded in the URL, as an operator writes it.
    const email = sender(`smtp://mailer:${encodeURIComponent('s3cret/+')}@127.0.0.1:${smtp.port}`);
    await email.send({
      to: 'jane.customer@example.com',
      subject: 'Your MINI Insurance sign-in code',
      text: 'Your sign-in code is 123456',
    });
    const [message] = smtp.received.splice(0);
    expect(message?.from).toBe('no-reply@insurance.example');
    expect(message?.to).toEqual(['jane.customer@example.com']);
    expect(header(message?.raw ?? '', 'From')).toBe('MINI Insurance <no-reply@insurance.example>');
    expect(header(message?.raw ?? '', 'To')).toBe('jane.customer@example.com');
    expect(header(message?.raw ?? '', 'Subject')).toBe('Your MINI Insurance sign-in code');
    expect(message?.raw).toContain('Your sign-in code is 123456');
  });

  it('fails, never silently, when the server refuses the recipient', async () => {
    const email = sender(`smtp://mailer:${encodeURIComponent('s3cret/+')}@127.0.0.1:${smtp.port}`);
    const sent = email.send({ to: 'nobody@refused.example', subject: 'Hello', text: 'Hi' });
    await expect(sent).rejects.toBeInstanceOf(ProviderError);
    await expect(sent).rejects.toThrow('No such user here');
    expect(smtp.received).toEqual([]);
  });

  it('fails when the login is refused, without repeating the password', async () => {
    const sent = sender(`smtp://mailer:wrong-password@127.0.0.1:${smtp.port}`).send({
      to: 'jane.customer@example.com',
      subject: 'Hello',
      text: 'Hi',
    });
    await expect(sent).rejects.toBeInstanceOf(ProviderError);
    await expect(sent).rejects.not.toThrow('wrong-password');
  });

  it('fails when the server cannot be reached', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const sent = sender(`smtp://127.0.0.1:${closed.port}`).send({
      to: 'jane.customer@example.com',
      subject: 'Hello',
      text: 'Hi',
    });
    await expect(sent).rejects.toBeInstanceOf(ProviderError);
  });
});
