import { boughtDriveaway, uniquePerson } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { ProviderError } from '../provider-error';
import { deliverQueuedEmails, queueEmail, retryDelayMs } from './email-queue';
import type { EmailMessage, EmailSender } from './email-sender';

/** A mail server that can be switched off, recording what it accepted. */
function switchableSender() {
  const accepted: EmailMessage[] = [];
  let down = false;
  const sender: EmailSender = {
    kind: 'smtp',
    async send(message) {
      if (down) throw new ProviderError('connect ECONNREFUSED 127.0.0.1:2525');
      accepted.push(message);
    },
  };
  return {
    sender,
    accepted,
    setDown(value: boolean) {
      down = value;
    },
  };
}

describe('queued emails (a policy confirmation is never lost)', () => {
  const mail = switchableSender();
  const t = useTestApp({ integrations: { email: mail.sender } });
  const queued = () =>
    t.db.query<{ dedupe_key: string; attempts: number; sent_at: Date | null; last_error: string }>(
      'SELECT dedupe_key, attempts, sent_at, last_error FROM queued_emails ORDER BY created_at',
    );

  beforeEach(async () => {
    mail.setDown(false);
    mail.accepted.length = 0;
    await t.db.query('DELETE FROM queued_emails');
  });

  it('binds the policy while the mail server is down, and sends its confirmation once it is back', async () => {
    mail.setDown(true);
    const person = uniquePerson();
    const bound = await boughtDriveaway(t, t.token, person);
    expect(bound.status).toBe('POLICY');

    const [waiting] = await queued();
    expect(waiting).toMatchObject({
      dedupe_key: expect.stringMatching(/^policy-confirmation:/),
      attempts: 1,
      sent_at: null,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(mail.accepted).toEqual([]);

    // Not due again before its back-off, then sent exactly once.
    mail.setDown(false);
    const early = await deliverQueuedEmails(t.db, mail.sender, t.clock);
    expect(early.sent).toBe(0);
    t.clock.advance(retryDelayMs(1));
    expect((await deliverQueuedEmails(t.db, mail.sender, t.clock)).sent).toBe(1);
    expect((await deliverQueuedEmails(t.db, mail.sender, t.clock)).sent).toBe(0);
    expect(mail.accepted).toHaveLength(1);
    expect(mail.accepted[0]).toMatchObject({
      to: person.email,
      subject: expect.stringContaining('car insurance policy'),
    });
  });

  it('sends the confirmation at once when the mail server is up', async () => {
    await boughtDriveaway(t, t.token, uniquePerson());
    expect(mail.accepted).toHaveLength(1);
    const [row] = await queued();
    expect(row?.sent_at).not.toBeNull();
  });

  it('keeps one email per key, however often it is queued', async () => {
    const message = { to: 'a@example.com', subject: 'One', text: 'once' };
    await queueEmail(t.db, message, 'same-key', t.clock.now());
    await queueEmail(t.db, message, 'same-key', t.clock.now());
    expect(await queued()).toHaveLength(1);
    const runs = await Promise.all([
      deliverQueuedEmails(t.db, mail.sender, t.clock),
      deliverQueuedEmails(t.db, mail.sender, t.clock),
    ]);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
    expect(mail.accepted).toHaveLength(1);
  });

  it('backs off from one minute, doubling, to at most an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 60, 60, 60,
    ]);
  });
});
