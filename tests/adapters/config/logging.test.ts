import { expect } from 'chai';
import { Writable } from 'node:stream';
import type { LogLevel } from '../../../adapters/config.js';
import { createLogger, logDestination } from '../../../adapters/logging.js';

const capture = (logLevel: LogLevel) => {
  const lines: string[] = [];
  const logger = createLogger({ logLevel }, { write: (line: string) => void lines.push(line) });
  const records = (): Array<Record<string, unknown>> => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, records };
};

describe('createLogger', () => {
  it('writes one JSON object per line with level, ISO time and message', () => {
    const { logger, records } = capture('info');
    logger.info({ companyId: 'c1' }, 'company created');
    const [record] = records();
    expect(record).to.include({ level: 30, msg: 'company created', companyId: 'c1' });
    expect(new Date(record!.time as string).toISOString()).to.equal(record!.time);
  });

  it('redacts passwords, tokens, secrets and authorization, at the top level and nested', () => {
    const { logger, lines, records } = capture('info');
    logger.info(
      {
        password: 'hunter2-top',
        confirmpassword: 'hunter2-confirm',
        token: 'tok-top',
        authorization: 'Bearer top-secret-jwt',
        body: { password: 'hunter2-body', email: 'student@uni.test', secret: 'pin-123' },
        session: { token: 'tok-nested' },
        req: { method: 'POST', headers: { authorization: 'Bearer header-jwt', cookie: 'sid=abc', host: 'fair.local' } },
      },
      'sign-in',
    );
    for (const leaked of ['hunter2', 'tok-', 'top-secret-jwt', 'pin-123', 'header-jwt', 'sid=abc']) {
      expect(lines.join(''), leaked).not.to.include(leaked);
    }
    const [record] = records();
    expect(record).to.deep.include({
      password: '[Redacted]',
      confirmpassword: '[Redacted]',
      token: '[Redacted]',
      authorization: '[Redacted]',
      body: { password: '[Redacted]', email: 'student@uni.test', secret: '[Redacted]' },
      session: { token: '[Redacted]' },
      req: { method: 'POST', headers: { authorization: '[Redacted]', cookie: '[Redacted]', host: 'fair.local' } },
    });
  });

  it('logs nothing below the configured level', () => {
    const { logger, records } = capture('warn');
    logger.info('not shown');
    logger.warn('shown');
    expect(records().map((record) => record.msg)).to.deep.equal(['shown']);
  });

  it('is quiet with LOG_LEVEL=silent', () => {
    const { logger, lines } = capture('silent');
    logger.fatal('not even this');
    logger.error({ password: 'x' }, 'nor this');
    expect(lines).to.deep.equal([]);
  });
});

describe('Where the portal writes its log', () => {
  /** Stands in for stdout: a terminal or a pipe, collecting what is written. */
  const stdout = (isTTY: boolean) => {
    let text = '';
    const out = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          text += chunk.toString();
          done();
        },
      }),
      { isTTY },
    );
    return { out, text: () => text };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('shows readable lines on a terminal: the level in words and the message, not JSON', async () => {
    const { out, text } = stdout(true);
    createLogger({ logLevel: 'info' }, logDestination(out)).info({ companyId: 'c1' }, 'company created');
    await settle();
    expect(text()).to.include('INFO').and.to.include('company created').and.to.include('companyId');
    expect(() => JSON.parse(text())).to.throw();
  });

  it('writes JSON lines to anything that is not a terminal (a pipe, a file, a log collector)', async () => {
    const { out, text } = stdout(false);
    createLogger({ logLevel: 'info' }, logDestination(out)).info({ companyId: 'c1' }, 'company created');
    await settle();
    const lines = text().trimEnd().split('\n');
    expect(lines).to.have.length(1);
    expect(JSON.parse(lines[0]!)).to.include({ level: 30, msg: 'company created', companyId: 'c1' });
  });

  it('still redacts credentials on a terminal', async () => {
    const { out, text } = stdout(true);
    createLogger({ logLevel: 'info' }, logDestination(out)).info({ body: { password: 'hunter2' } }, 'sign-in');
    await settle();
    expect(text()).to.include('sign-in').and.not.to.include('hunter2');
  });
});
