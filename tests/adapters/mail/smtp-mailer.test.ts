import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { SmtpMailer } from '../../../adapters/mail/smtp-mailer.js';
import { NOT_ONE_MAILBOX } from './support/not-one-mailbox.js';
import { parseMessage } from './support/parse-message.js';

interface Received {
  readonly mailFrom: string | undefined;
  readonly rcptTo: readonly string[];
  readonly raw: string;
}

describe('SmtpMailer', () => {
  let server: SMTPServer;
  let port: number;
  let received: Received[];

  before(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            mailFrom: mailFrom === false ? undefined : mailFrom.address,
            rcptTo: rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  after(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    received = [];
  });

  const mailerFor = (url: string) => new SmtpMailer({ url, from: 'Career Fair <no-reply@careerfair.local>' });

  it('delivers the message to the SMTP server, addressed to the recipient, from the configured sender', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    await mailer.send({
      to: 'student@uni.test',
      subject: 'Your password reset PIN',
      text: 'Your PIN is 4F7Q2K. It expires in 15 minutes.',
    });
    mailer.close();
    expect(received).to.have.length(1);
    const [mail] = received;
    expect(mail!.mailFrom).to.equal('no-reply@careerfair.local');
    expect(mail!.rcptTo).to.deep.equal(['student@uni.test']);
    const message = parseMessage(mail!.raw);
    expect(message.headers.get('from')).to.equal('Career Fair <no-reply@careerfair.local>');
    expect(message.headers.get('to')).to.equal('student@uni.test');
    expect(message.headers.get('subject')).to.equal('Your password reset PIN');
    expect(message.text).to.equal('Your PIN is 4F7Q2K. It expires in 15 minutes.');
  });

  it('sends the HTML alternative when there is one', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    await mailer.send({ to: 'hr@company.test', subject: 'Schedule', text: 'plain', html: '<b>rich</b>' });
    mailer.close();
    const message = parseMessage(received[0]!.raw);
    expect(message.text).to.equal('plain');
    expect(message.html).to.equal('<b>rich</b>');
  });

  it('logs in with the credentials in the URL when the server asks', async () => {
    const logins: string[] = [];
    const authServer = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
    try {
      const authPort = (authServer.server.address() as AddressInfo).port;
      const mailer = mailerFor(`smtp://mailer:s3cret@127.0.0.1:${authPort}`);
      await mailer.send({ to: 'student@uni.test', subject: 'Hi', text: 'x' });
      mailer.close();
      expect(logins).to.deep.equal(['mailer:s3cret']);
    } finally {
      await new Promise<void>((resolve) => authServer.close(resolve));
    }
  });

  it('rejects when the server refuses the message', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const mailer = mailerFor(`smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`);
      try {
        await mailer.send({ to: 'nobody@uni.test', subject: 'Hi', text: 'x' });
        expect.fail('the refused message was reported as sent');
      } catch (error) {
        expect((error as Error).message).to.match(/Mailbox unavailable/);
      } finally {
        mailer.close();
      }
    } finally {
      await new Promise<void>((resolve) => refusing.close(resolve));
    }
  });

  for (const to of NOT_ONE_MAILBOX) {
    it(`refuses to send a message to ${JSON.stringify(to)}: a message goes to exactly one address`, async () => {
      const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
      try {
        await mailer.send({ to, subject: 'Confirm your e-mail', text: 'x' });
        expect.fail('the message was sent');
      } catch (error) {
        expect((error as Error).message).to.match(/^A message goes to exactly one e-mail address/);
      } finally {
        mailer.close();
      }
      expect(received).to.deep.equal([]);
    });
  }

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => mailerFor('http://127.0.0.1:25')).to.throw(/smtp:\/\/ or smtps:\/\//);
  });
});
