import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureUiBuilt, REPO_ROOT } from './support/portal.js';

const UI_DIR = path.join(REPO_ROOT, 'dist', 'ui');
const ASSETS_DIR = path.join(UI_DIR, 'assets');
/** The most a browser downloads in one script or style sheet before it can show anything from it. */
const CHUNK_BUDGET_BYTES = 250 * 1000;

describe('The built web interface', () => {
  let assets: readonly string[];
  let indexHtml: string;

  before(function () {
    this.timeout(120_000);
    ensureUiBuilt();
    assets = readdirSync(ASSETS_DIR);
    indexHtml = readFileSync(path.join(UI_DIR, 'index.html'), 'utf8');
  });

  it('has no script or style sheet over 250 kB', () => {
    const oversize = assets
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => ({ file, bytes: statSync(path.join(ASSETS_DIR, file)).size }))
      .filter(({ bytes }) => bytes > CHUNK_BUDGET_BYTES);
    expect(oversize).to.deep.equal([]);
  });

  it('fetches a screen’s code only when the screen is first shown, not with the first page', () => {
    for (const screen of ['SignUpPage', 'CompanySelectPage', 'CoordinatorDashboardPage', 'IntervieweesPage']) {
      const chunk = assets.find((file) => file.startsWith(`${screen}-`) && file.endsWith('.js'));
      expect(chunk, `a chunk of its own for ${screen}`).to.be.a('string');
      expect(indexHtml, screen).not.to.include(chunk!);
    }
  });

  it('keeps React in a chunk of its own, which browsers keep cached across releases of the portal', () => {
    const react = assets.find((file) => /^react-[\w-]+\.js$/.test(file));
    expect(react).to.be.a('string');
    expect(indexHtml).to.include(`/assets/${react!}`);
  });
});
