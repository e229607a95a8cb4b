import { expect } from 'chai';
import type { LogLevel } from '../../../adapters/config.js';
import { createLogger } from '../../../adapters/logging.js';

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
