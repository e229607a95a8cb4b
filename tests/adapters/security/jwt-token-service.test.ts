import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { JwtTokenService } from '../../../adapters/security/jwt-token-service.js';
import type { Clock } from '../../../application/ports/system.js';

const SECRET = 's'.repeat(40);
const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

describe('JwtTokenService', () => {
  const tokens = new JwtTokenService({ secret: SECRET });

  describe('issuing', () => {
    it('issues an HS256 token carrying the subject, role and session version, which it verifies back', () => {
      const token = tokens.issue({ sub: '65a000000000000000000001', role: 'student', ver: 3 });
      const decoded = jwt.decode(token, { complete: true });
      expect(decoded?.header.alg).to.equal('HS256');
      const payload = decoded?.payload as jwt.JwtPayload;
      expect(tokens.verify(token)).to.deep.equal({
        sub: '65a000000000000000000001',
        role: 'student',
        ver: 3,
        expiresAt: new Date(payload.exp! * 1000),
      });
    });

    it('expires tokens after 12 hours unless told otherwise', () => {
      const payload = jwt.decode(tokens.issue({ sub: 'a1', role: 'admin', ver: 0 })) as jwt.JwtPayload;
      expect(payload.exp! - payload.iat!).to.equal(12 * 60 * 60);
    });

    it('expires tokens after the configured lifetime', () => {
      const short = new JwtTokenService({ secret: SECRET, expiresInSeconds: 60 });
      const payload = jwt.decode(short.issue({ sub: 'a1', role: 'admin', ver: 0 })) as jwt.JwtPayload;
      expect(payload.exp! - payload.iat!).to.equal(60);
    });

    it('refuses to issue a token without a subject, with an unknown role or without a session version', () => {
      expect(() => tokens.issue({ sub: '', role: 'admin', ver: 0 })).to.throw();
      expect(() => tokens.issue({ sub: 'a1', role: 'root' as never, ver: 0 })).to.throw();
      expect(() => tokens.issue({ sub: 'a1', role: 'admin', ver: -1 })).to.throw();
    });

    it("carries a company's recruiter as rec, for the company role only", () => {
      const token = tokens.issue({ sub: 'c1', role: 'company', ver: 2, rec: 'r1' });
      expect(tokens.verify(token)).to.deep.include({ sub: 'c1', role: 'company', ver: 2, rec: 'r1' });
      expect(tokens.verify(tokens.issue({ sub: 'c1', role: 'company', ver: 0 }))).not.to.have.property('rec');
      expect(() => tokens.issue({ sub: 's1', role: 'student', ver: 0, rec: 'r1' })).to.throw();
      const forged = jwt.sign({ sub: 's1', role: 'student', ver: 0, rec: 'r1' }, SECRET, {
        algorithm: 'HS256',
        expiresIn: 3600,
      });
      expect(tokens.verify(forged)).to.equal(null);
    });

    it('reads a token issued before session versions existed as issued under version 0', () => {
      const old = jwt.sign({ sub: 'a1', role: 'admin' }, SECRET, { algorithm: 'HS256', expiresIn: 3600 });
      expect(tokens.verify(old)).to.deep.include({ sub: 'a1', role: 'admin', ver: 0 });
    });

    it('refuses a secret shorter than 32 characters', () => {
      expect(() => new JwtTokenService({ secret: 'too-short' })).to.throw(/at least 32/);
    });
  });

  describe('expiry, measured on the given clock', () => {
    let now = new Date('2026-03-01T08:00:00Z');
    const clock: Clock = { now: () => now };
    const timed = new JwtTokenService({ secret: SECRET, expiresInSeconds: 3600, clock });

    it('accepts a token until its lifetime has passed, and refuses it afterwards', () => {
      now = new Date('2026-03-01T08:00:00Z');
      const token = timed.issue({ sub: 'c1', role: 'coordinator', ver: 0 });
      now = new Date('2026-03-01T08:59:59Z');
      expect(timed.verify(token)).to.deep.equal({
        sub: 'c1',
        role: 'coordinator',
        ver: 0,
        expiresAt: new Date('2026-03-01T09:00:00Z'),
      });
      now = new Date('2026-03-01T09:00:01Z');
      expect(timed.verify(token)).to.equal(null);
    });
  });

  describe('verifying refuses, with null,', () => {
    const claims = { sub: 'c1', role: 'company' };

    it('an expired token', () => {
      const expired = jwt.sign({ ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, SECRET, {
        algorithm: 'HS256',
      });
      expect(tokens.verify(expired)).to.equal(null);
    });

    it('a token without an expiry', () => {
      const eternal = jwt.sign(claims, SECRET, { algorithm: 'HS256' });
      expect(tokens.verify(eternal)).to.equal(null);
    });

    it('a token whose payload was changed after signing', () => {
      const [header, , signature] = tokens.issue({ sub: 'c1', role: 'company', ver: 0 }).split('.');
      const forged = base64url({ sub: 'c1', role: 'admin', iat: nowSeconds(), exp: nowSeconds() + 3600 });
      expect(tokens.verify(`${header}.${forged}.${signature}`)).to.equal(null);
    });

    it('a token signed with another secret', () => {
      const foreign = jwt.sign(claims, 'x'.repeat(40), { algorithm: 'HS256', expiresIn: 3600 });
      expect(tokens.verify(foreign)).to.equal(null);
    });

    it('an unsigned token (alg: none)', () => {
      const payload = base64url({ ...claims, iat: nowSeconds(), exp: nowSeconds() + 3600 });
      expect(tokens.verify(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`)).to.equal(null);
    });

    it('a token signed with the right secret but another algorithm (HS512)', () => {
      const otherAlgorithm = jwt.sign(claims, SECRET, { algorithm: 'HS512', expiresIn: 3600 });
      expect(tokens.verify(otherAlgorithm)).to.equal(null);
    });

    it('text that is not a token at all', () => {
      for (const malformed of ['', 'not-a-token', 'a.b.c', 'Bearer x.y.z', '...']) {
        expect(tokens.verify(malformed), malformed).to.equal(null);
      }
    });

    it('a correctly signed token whose role is unknown', () => {
      const unknownRole = jwt.sign({ sub: 'c1', role: 'superuser' }, SECRET, { algorithm: 'HS256', expiresIn: 3600 });
      expect(tokens.verify(unknownRole)).to.equal(null);
    });

    it('a correctly signed token whose session version is not a whole number of zero or more', () => {
      for (const ver of [-1, 1.5, '2', null]) {
        const odd = jwt.sign({ ...claims, ver }, SECRET, { algorithm: 'HS256', expiresIn: 3600 });
        expect(tokens.verify(odd), String(ver)).to.equal(null);
      }
    });

    it('a correctly signed token without a subject', () => {
      const noSubject = jwt.sign({ role: 'admin' }, SECRET, { algorithm: 'HS256', expiresIn: 3600 });
      expect(tokens.verify(noSubject)).to.equal(null);
    });
  });
});
