import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  user: string | undefined;
}

/** A real SMTP server on a random loopback port that keeps what it is sent. */
async function startFakeSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(() => smtp.close());

describe('SmtpMailer', () => {
  it('delivers the message through SMTP_URL with its credentials, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer({ url: `smtp://mailer:secret@127.0.0.1:${smtp.port}`, from: 'Koinonia <hello@koinonia.test>' });
    try {
      await mailer.send({
        to: 'member@example.org',
        subject: 'Reset your Koinonia password',
        text: 'Choose a new password: http://localhost:8080/reset-password?token=abc',
        html: '<p><a href="http://localhost:8080/reset-password?token=abc">Choose a new password</a></p>',
      });
    } finally {
      mailer.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'hello@koinonia.test', to: ['member@example.org'], user: 'mailer' });
    expect(mail!.raw).toMatch(/^Subject: Reset your Koinonia password$/m);
    expect(mail!.raw).toMatch(/^From: Koinonia <hello@koinonia\.test>$/m);
    expect(mail!.raw).toContain('multipart/alternative');
    expect(mail!.raw).toContain('reset-password?token=abc');
  });

  it('fails the send when the server refuses the credentials', async () => {
    const mailer = createSmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`, from: 'hello@koinonia.test' });
    try {
      await expect(mailer.send({ to: 'member@example.org', subject: 'x', text: 'x', html: '<p>x</p>' })).rejects.toThrow();
    } finally {
      mailer.close();
    }
  });
});
