import { expect } from 'chai';
import webpush from 'web-push';
import { loadConfig, SHARED_SECRETS } from '../../../adapters/config.js';

const refusal = (env: Record<string, string | undefined>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return expect.fail('the configuration was accepted');
};

const vapidKeys = webpush.generateVAPIDKeys();

/** A value for every secret the app servers on one MongoDB database share. */
const sharedSecrets: Record<string, string> = {
  JWT_SECRET: 'jwt-secret-'.padEnd(40, 'x'),
  VAPID_PUBLIC_KEY: vapidKeys.publicKey,
  VAPID_PRIVATE_KEY: vapidKeys.privateKey,
};

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({})).to.deep.equal({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      mongodbUri: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Career Fair <no-reply@careerfair.local>',
      publicUrl: undefined,
      eventTimezone: 'Asia/Colombo',
      admin: undefined,
      logLevel: 'info',
      liveHeartbeatSeconds: 20,
      liveStreamsMax: 20_000,
      interviewMinutes: 25,
      bufferMinutes: 5,
      reminderMinutes: 30,
      mailPerMinute: 60,
      maxInterviewsPerStudent: undefined,
      trustProxy: false,
      vapid: undefined,
      vapidSubject: 'mailto:no-reply@careerfair.local',
      pushTestOrigins: [],
    });
  });

  it('reads every variable when it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/fair',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster0.example.net/fair',
      JWT_SECRET: 'j'.repeat(32),
      VAPID_PUBLIC_KEY: vapidKeys.publicKey,
      VAPID_PRIVATE_KEY: vapidKeys.privateKey,
      SMTP_URL: 'smtps://user:pw@smtp.example.org:465',
      MAIL_FROM: 'Fair <fair@example.org>',
      PUBLIC_URL: 'https://fair.example.org',
      EVENT_TIMEZONE: 'Europe/London',
      ADMIN_EMAIL: 'root@example.org',
      ADMIN_PASSWORD: 'first-admin',
      LOG_LEVEL: 'debug',
      LIVE_HEARTBEAT_SECONDS: '5',
      LIVE_STREAMS_MAX: '300',
      INTERVIEW_MINUTES: '40',
      BUFFER_MINUTES: '10',
      REMINDER_MINUTES: '15',
      MAIL_PER_MINUTE: '600',
      MAX_INTERVIEWS_PER_STUDENT: '4',
      TRUST_PROXY: 'true',
    });
    expect(config).to.deep.equal({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/fair',
      mongodbUri: 'mongodb+srv://user:pw@cluster0.example.net/fair',
      jwtSecret: 'j'.repeat(32),
      smtpUrl: 'smtps://user:pw@smtp.example.org:465',
      mailFrom: 'Fair <fair@example.org>',
      publicUrl: 'https://fair.example.org',
      eventTimezone: 'Europe/London',
      admin: { email: 'root@example.org', password: 'first-admin' },
      logLevel: 'debug',
      liveHeartbeatSeconds: 5,
      liveStreamsMax: 300,
      interviewMinutes: 40,
      bufferMinutes: 10,
      reminderMinutes: 15,
      mailPerMinute: 600,
      maxInterviewsPerStudent: 4,
      trustProxy: true,
      vapid: vapidKeys,
      vapidSubject: 'mailto:fair@example.org',
      pushTestOrigins: [],
    });
  });

  it('refuses a mail rate outside 1 to 100000 a minute', () => {
    expect(refusal({ MAIL_PER_MINUTE: '0' })).to.equal(
      'Invalid configuration:\n- MAIL_PER_MINUTE must be a whole number from 1 to 100000',
    );
  });

  it('takes a VAPID key pair only whole, a mailto: or https: subject, and test push services as bare origins', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid).to.deep.equal(
      keys,
    );
    expect(refusal({ VAPID_PUBLIC_KEY: keys.publicKey })).to.equal(
      'Invalid configuration:\n- VAPID_PRIVATE_KEY must be set together with VAPID_PUBLIC_KEY',
    );
    expect(refusal({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).to.match(
      /VAPID_PUBLIC_KEY must be a P-256/,
    );
    expect(loadConfig({ VAPID_SUBJECT: 'https://fair.example/contact' }).vapidSubject).to.equal(
      'https://fair.example/contact',
    );
    expect(refusal({ VAPID_SUBJECT: 'http://fair.example' })).to.match(/VAPID_SUBJECT must be a mailto: or https/);
    expect(
      loadConfig({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:8081, https://push.test/' }).pushTestOrigins,
    ).to.deep.equal(['http://127.0.0.1:8081', 'https://push.test']);
    expect(refusal({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:8081/push' })).to.match(/PUSH_TEST_ORIGINS must be origins/);
  });

  it('takes TRUST_PROXY as true or false only', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).to.equal(false);
    expect(refusal({ TRUST_PROXY: 'yes' })).to.equal('Invalid configuration:\n- TRUST_PROXY must be true or false');
  });

  it('refuses interview lengths and buffers outside their ranges, and takes a buffer of 0', () => {
    expect(refusal({ INTERVIEW_MINUTES: '4', BUFFER_MINUTES: '121' })).to.equal(
      'Invalid configuration:\n' +
        '- INTERVIEW_MINUTES must be a whole number of minutes from 5 to 240\n' +
        '- BUFFER_MINUTES must be a whole number of minutes from 0 to 120',
    );
    expect(refusal({ INTERVIEW_MINUTES: 'half an hour' })).to.contain('INTERVIEW_MINUTES must be a whole number');
    expect(loadConfig({ BUFFER_MINUTES: '0' }).bufferMinutes).to.equal(0);
  });

  it('refuses a MAX_INTERVIEWS_PER_STUDENT outside 1 to 100, and takes both edges', () => {
    expect(refusal({ MAX_INTERVIEWS_PER_STUDENT: '0' })).to.contain(
      'MAX_INTERVIEWS_PER_STUDENT must be a whole number from 1 to 100',
    );
    expect(refusal({ MAX_INTERVIEWS_PER_STUDENT: 'two' })).to.contain(
      'MAX_INTERVIEWS_PER_STUDENT must be a whole number',
    );
    expect(loadConfig({ MAX_INTERVIEWS_PER_STUDENT: '1' }).maxInterviewsPerStudent).to.equal(1);
    expect(loadConfig({ MAX_INTERVIEWS_PER_STUDENT: '100' }).maxInterviewsPerStudent).to.equal(100);
  });

  it('accepts the edges of the port range and a plain mongodb:// URI', () => {
    expect(loadConfig({ PORT: '0' }).port).to.equal(0);
    expect(loadConfig({ PORT: '65535' }).port).to.equal(65535);
    expect(loadConfig({ MONGODB_URI: 'mongodb://localhost:27017/fair', ...sharedSecrets }).mongodbUri).to.equal(
      'mongodb://localhost:27017/fair',
    );
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).to.equal('smtp://127.0.0.1:2525');
  });

  it('treats an empty variable as unset', () => {
    expect(
      loadConfig({ PORT: '', JWT_SECRET: '', LOG_LEVEL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }),
    ).to.deep.include({
      port: 3000,
      jwtSecret: undefined,
      logLevel: 'info',
      admin: undefined,
    });
  });

  it('drops a trailing slash from PUBLIC_URL so links can be joined with "/"', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://fair.local:3000/' }).publicUrl).to.equal('http://fair.local:3000');
  });

  it('accepts LOG_LEVEL=silent', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).to.equal('silent');
  });

  describe('refuses, naming the variable and what is wrong,', () => {
    const cases: ReadonlyArray<[string, Record<string, string>, RegExp]> = [
      ['a port that is not a number', { PORT: 'http' }, /PORT must be a whole number from 0 to 65535/],
      ['a port above 65535', { PORT: '65536' }, /PORT must be a whole number from 0 to 65535/],
      ['a negative port', { PORT: '-1' }, /PORT must be a whole number/],
      ['a fractional port', { PORT: '80.5' }, /PORT must be a whole number/],
      [
        'a MongoDB URI of another scheme',
        { MONGODB_URI: 'postgres://localhost/fair' },
        /MONGODB_URI must start with mongodb:\/\/ or mongodb\+srv:\/\//,
      ],
      [
        'a JWT secret shorter than 32 characters',
        { JWT_SECRET: 'j'.repeat(31) },
        /JWT_SECRET must be at least 32 characters/,
      ],
      [
        'an SMTP URL of another scheme',
        { SMTP_URL: 'http://mail.example.org' },
        /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
      ],
      [
        'a PUBLIC_URL that is not http(s)',
        { PUBLIC_URL: 'ftp://fair.example.org' },
        /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/,
      ],
      [
        'a PUBLIC_URL that is not a URL',
        { PUBLIC_URL: 'fair.example.org' },
        /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/,
      ],
      ['an unknown time zone', { EVENT_TIMEZONE: 'Asia/Atlantis' }, /EVENT_TIMEZONE must be an IANA time zone/],
      [
        'a heartbeat of 0 s',
        { LIVE_HEARTBEAT_SECONDS: '0' },
        /LIVE_HEARTBEAT_SECONDS must be a whole number of seconds from 1 to 25/,
      ],
      [
        'a heartbeat over 25 s',
        { LIVE_HEARTBEAT_SECONDS: '26' },
        /LIVE_HEARTBEAT_SECONDS must be a whole number of seconds from 1 to 25/,
      ],
      [
        'no live streams at all',
        { LIVE_STREAMS_MAX: '0' },
        /LIVE_STREAMS_MAX must be a whole number from 1 to 1000000/,
      ],
      [
        'a live stream bound that is not a number',
        { LIVE_STREAMS_MAX: 'many' },
        /LIVE_STREAMS_MAX must be a whole number/,
      ],
      [
        'reminders 0 minutes ahead',
        { REMINDER_MINUTES: '0' },
        /REMINDER_MINUTES must be a whole number of minutes from 1 to 1440/,
      ],
      [
        'reminders over a day ahead',
        { REMINDER_MINUTES: '1441' },
        /REMINDER_MINUTES must be a whole number of minutes from 1 to 1440/,
      ],
      [
        'an unknown log level',
        { LOG_LEVEL: 'verbose' },
        /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
      ],
      [
        'an admin e-mail that is not an address',
        { ADMIN_EMAIL: 'root', ADMIN_PASSWORD: 'first-admin' },
        /ADMIN_EMAIL must be an e-mail address/,
      ],
      [
        'an admin e-mail without a password',
        { ADMIN_EMAIL: 'root@example.org' },
        /ADMIN_PASSWORD must be set together with ADMIN_EMAIL/,
      ],
      [
        'an admin password without an e-mail',
        { ADMIN_PASSWORD: 'first-admin' },
        /ADMIN_EMAIL must be set together with ADMIN_PASSWORD/,
      ],
    ];
    for (const [what, env, message] of cases) {
      it(what, () => expect(refusal(env)).to.match(message));
    }
  });

  it('reports every problem at once', () => {
    const message = refusal({
      PORT: 'x',
      JWT_SECRET: 'short',
      EVENT_TIMEZONE: 'Nowhere',
      ADMIN_EMAIL: 'root@example.org',
    });
    expect(message).to.include('PORT');
    expect(message).to.include('JWT_SECRET');
    expect(message).to.include('EVENT_TIMEZONE');
    expect(message).to.include('ADMIN_PASSWORD');
  });

  describe('on MongoDB, where several app servers share one database', () => {
    const mongodb = { MONGODB_URI: 'mongodb://db1.example.org,db2.example.org/fair?replicaSet=rs0' };

    it('refuses to start without JWT_SECRET, which each server would otherwise make for itself', () => {
      expect(refusal(mongodb)).to.match(/JWT_SECRET, .* must be set with MONGODB_URI: every app server .* same value/);
      expect(refusal({ ...mongodb, ...sharedSecrets, JWT_SECRET: '' })).to.match(
        /- JWT_SECRET must be set with MONGODB_URI/,
      );
    });

    it('names every shared secret missing in one line', () => {
      const lines = refusal(mongodb)
        .split('\n')
        .filter((line) => line.includes('must be set with MONGODB_URI'));
      expect(lines).to.have.length(1);
      for (const { name } of SHARED_SECRETS) expect(lines[0]).to.include(name);
    });

    it('starts with every shared secret given', () => {
      expect(loadConfig({ ...mongodb, ...sharedSecrets }).jwtSecret).to.equal(sharedSecrets['JWT_SECRET']);
    });

    it('asks for none of them on the embedded store, which keeps what it generates under DATA_DIR', () => {
      expect(loadConfig({ MONGODB_URI: '' }).jwtSecret).to.equal(undefined);
    });
  });

  it('never repeats a refused value, since it may be a credential', () => {
    const message = refusal({ MONGODB_URI: 'postgres://admin:hunter2@db/fair', JWT_SECRET: 'hunter2' });
    expect(message).not.to.include('hunter2');
  });
});
