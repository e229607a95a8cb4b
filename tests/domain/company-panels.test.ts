import { expect } from 'chai';
import { COMPANY_PANEL_MESSAGES, panelNameTaken } from '../../domain/company-panels.js';
import { aPanel } from '../support/builders.js';

describe("a company's panel names", () => {
  const panels = [aPanel({ panelName: 'Panel A' }), aPanel({ panelName: 'Software Panel' })];

  it('are taken when another panel of the company has the same name, ignoring case and surrounding spaces', () => {
    expect(panelNameTaken(panels, 'Panel A')).to.equal(true);
    expect(panelNameTaken(panels, '  panel a ')).to.equal(true);
    expect(panelNameTaken(panels, 'SOFTWARE PANEL')).to.equal(true);
  });

  it('are free when no panel has that name', () => {
    expect(panelNameTaken(panels, 'Panel B')).to.equal(false);
    expect(panelNameTaken([], 'Panel A')).to.equal(false);
  });

  it("are refused with 'This company already has a panel with this name'", () => {
    expect(COMPANY_PANEL_MESSAGES.nameTaken).to.equal('This company already has a panel with this name');
  });
});
