import { expect } from 'chai';
import { canDeletePanel, validateAddPanel } from '../../domain/panel.js';
import { PANEL_NAMES, isPanelName } from '../../domain/panel-name.js';
import { failuresOf, rightOf } from './validated.js';

describe('panels', () => {
  it("refuses a blank panel name with 'Please input Panel name'", () => {
    expect(failuresOf(validateAddPanel({ panelName: '  ' }))).to.deep.equal([
      { field: 'panelName', message: 'Please input Panel name' },
    ]);
  });

  it('accepts a panel name, trimmed', () => {
    expect(rightOf(validateAddPanel({ panelName: ' Panel A ' }))).to.deep.equal({ panelName: 'Panel A' });
  });

  it('lets a panel be deleted only while no student is on it', () => {
    expect(canDeletePanel(0)).to.equal(true);
    expect(canDeletePanel(1)).to.equal(false);
  });

  it('offers the nine panel names of spec §9, in order', () => {
    expect(PANEL_NAMES).to.deep.equal([
      'Power and Energy',
      'Electrical Installation',
      'Robotics and Automation',
      'Artificial Intelligence Machine Learning and Data Science',
      'Project Management',
      'Software Engineering',
      'Business Analysis',
      'DevOps',
      'Quality Assurance',
    ]);
    expect([isPanelName('DevOps'), isPanelName('Devops')]).to.deep.equal([true, false]);
  });
});
