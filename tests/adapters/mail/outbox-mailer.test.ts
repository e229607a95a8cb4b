import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import pino from 'pino';
import { linksIn, OutboxMailer } from '../../../adapters/mail/outbox-mailer.js';
import { NOT_ONE_MAILBOX } from './support/not-one-mailbox.js';
import { parseMessage } from './support/parse-message.js';

const FROM = 'Career Fair <no-reply@careerfair.local>';
const LINK = `https://fair.example.org/confirm-email?email=student%40uni.test&token=${'Ab3_'.repeat(20)}`;

describe('OutboxMailer', () => {
  let dir: string;
  let outbox: string;
  let logged: Array<Record<string, unknown>>;
  let mailer: OutboxMailer;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    outbox = join(dir, 'outbox');
    logged = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    );
    mailer = new OutboxMailer({ directory: outbox, from: FROM, logger });
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const onlyFile = async (): Promise<string> => {
    const files = await readdir(outbox);
    expect(files).to.have.length(1);
    return join(outbox, files[0]!);
  };

  it('writes the message as a parseable .eml file, creating the outbox directory', async () => {
    await mailer.send({
      to: 'student@uni.test',
      subject: 'Confirm your e-mail',
      text: `Hello,\n\nOpen ${LINK} to confirm.\n`,
    });
    const message = parseMessage(await readFile(await onlyFile(), 'utf8'));
    expect(message.headers.get('from')).to.equal(FROM);
    expect(message.headers.get('to')).to.equal('student@uni.test');
    expect(message.headers.get('subject')).to.equal('Confirm your e-mail');
    expect(message.headers.get('mime-version')).to.equal('1.0');
    expect(message.headers.get('message-id')).to.match(/^<.+@.+>$/);
    expect(Date.parse(message.headers.get('date')!)).to.be.closeTo(Date.now(), 60_000);
    expect(message.text).to.equal(`Hello,\n\nOpen ${LINK} to confirm.\n`);
  });

  it('keeps a long confirmation link whole on one line of the file, so it can be copied from an editor', async () => {
    await mailer.send({
      to: 'student@uni.test',
      subject: 'Confirm your e-mail',
      text: `Hello,\n\nOpen ${LINK} to confirm.\n`,
    });
    const file = await readFile(await onlyFile(), 'utf8');
    expect(file.split(/\r?\n/)).to.include(`Open ${LINK} to confirm.`);
    expect(file).to.match(/^Content-Transfer-Encoding: 8bit$/m);
  });

  it('falls back to an encoding when a line is longer than a mail line may be', async () => {
    const long = 'x'.repeat(1_200);
    await mailer.send({ to: 'student@uni.test', subject: 'Long', text: long });
    const file = await readFile(await onlyFile(), 'utf8');
    expect(file).to.not.match(/^Content-Transfer-Encoding: 8bit$/m);
    expect(parseMessage(file).text).to.equal(long);
  });

  it('keeps the HTML alternative beside the text', async () => {
    await mailer.send({ to: 'student@uni.test', subject: 'Hi', text: 'plain body', html: '<p>rich body</p>' });
    const message = parseMessage(await readFile(await onlyFile(), 'utf8'));
    expect(message.text).to.equal('plain body');
    expect(message.html).to.equal('<p>rich body</p>');
  });

  it('encodes a non-ASCII subject and body so that they read back unchanged', async () => {
    await mailer.send({ to: 'student@uni.test', subject: 'Interview at 10:30 — ශ්‍රී ලංකා', text: 'Café ✓' });
    const message = parseMessage(await readFile(await onlyFile(), 'utf8'));
    expect(message.headers.get('subject')).to.equal('Interview at 10:30 — ශ්‍රී ලංකා');
    expect(message.text).to.equal('Café ✓');
  });

  it('logs the recipient, the subject and every link in the text', async () => {
    await mailer.send({
      to: 'student@uni.test',
      subject: 'Confirm your e-mail',
      text: `Open ${LINK}.\nOr see (http://127.0.0.1:3000/help), then sign in.`,
    });
    expect(logged).to.have.length(1);
    expect(logged[0]).to.deep.include({
      to: 'student@uni.test',
      subject: 'Confirm your e-mail',
      links: [LINK, 'http://127.0.0.1:3000/help'],
      file: await onlyFile(),
    });
  });

  it('names files by time and randomness only, never by anything the user wrote, and leaves no temporary file', async () => {
    const hostile = { to: '%2e%2e/etc/passwd@evil.test', subject: '../../../../tmp/pwned', text: 'x' };
    await Promise.all(Array.from({ length: 5 }, () => mailer.send(hostile)));
    const files = await readdir(outbox);
    expect(files).to.have.length(5);
    for (const file of files) expect(file).to.match(/^\d{8}T\d{9}Z-[0-9a-f]{16}\.eml$/);
    expect((await readdir(dir)).sort()).to.deep.equal(['outbox']);
  });

  it('keeps the messages readable by their owner only', async () => {
    await mailer.send({ to: 'student@uni.test', subject: 'PIN', text: 'Your PIN is 4F7Q2K' });
    expect((await stat(await onlyFile())).mode & 0o777).to.equal(0o600);
  });

  for (const to of NOT_ONE_MAILBOX) {
    it(`refuses to write a message to ${JSON.stringify(to)}: a message goes to exactly one address`, async () => {
      try {
        await mailer.send({ to, subject: 'Confirm your e-mail', text: `Open ${LINK}` });
        expect.fail('the message was written');
      } catch (error) {
        expect((error as Error).message).to.match(/^A message goes to exactly one e-mail address/);
      }
      expect(await readdir(outbox).catch(() => [])).to.deep.equal([]);
      expect(logged.filter((line) => line.msg === 'mail written to outbox')).to.deep.equal([]);
    });
  }
});

describe('linksIn', () => {
  it('finds http and https links and leaves out the punctuation that ends a sentence', () => {
    expect(linksIn('Go to https://a.test/x?y=1. Then http://b.test/, and "https://c.test/z".')).to.deep.equal([
      'https://a.test/x?y=1',
      'http://b.test/',
      'https://c.test/z',
    ]);
  });

  it('finds nothing in a text without links', () => {
    expect(linksIn('Your PIN is 4F7Q2K')).to.deep.equal([]);
  });
});
