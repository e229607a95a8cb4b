import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER_SCRIPT, PortalProcess } from '../support/portal-process.js';
import { ensureServerBuilt, ensureUiBuilt, REPO_ROOT } from './support/portal.js';

describe('The production start (npm start)', () => {
  let dataDir: string;
  let portal: PortalProcess;

  before(async function () {
    this.timeout(180_000);
    ensureUiBuilt();
    ensureServerBuilt();
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-production-'));
    portal = await PortalProcess.start({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, COMPILED_SERVER_SCRIPT);
  });

  after(async () => {
    await portal?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('builds, then runs the compiled server with node, not TypeScript through tsx', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start)
      .to.match(/^npm run build && node /)
      .and.include(COMPILED_SERVER_SCRIPT);
    expect(scripts.start).not.to.include('tsx');
  });

  it('serves the built web interface from the compiled server', async () => {
    const response = await fetch(`${portal.url}/student/companies`);
    expect(response.status).to.equal(200);
    expect(await response.text()).to.include('<div id="root">');
  });

  it('answers the API from the compiled server', async () => {
    const response = await fetch(`${portal.url}/rest/api/v1/openapi.json`);
    expect(response.status).to.equal(200);
  });

  it('tells a newcomer on an empty store how to create the first administrator', () => {
    expect(portal.output).to.include('There is no administrator yet, so nobody can sign in.');
    expect(portal.output).to.include('npm run cli -- create-admin --email');
    expect(portal.output).to.include('npm run demo');
  });

  it('logs JSON lines when its output is not a terminal', () => {
    const line = portal.output.split('\n').find((text) => text.includes('portal listening'));
    expect(line, portal.output).to.be.a('string');
    expect(JSON.parse(line!)).to.include({ level: 30, msg: 'portal listening', url: portal.url });
  });

  it('stops cleanly on Ctrl-C', async () => {
    expect(await portal.stop()).to.deep.equal({ code: 0, signal: null });
  });
});
