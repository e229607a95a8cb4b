import { expect } from 'chai';
import { SHEET_NAME_MAX_LENGTH, validateSheetNames } from '../../domain/sheet-name.js';
import { failuresOf, rightOf } from './validated.js';

describe('spreadsheet sheet names', () => {
  it('accepts unique names of up to 31 characters', () => {
    expect(SHEET_NAME_MAX_LENGTH).to.equal(31);
    const names = ['Sorted Allocation', 'x'.repeat(31)];
    expect(rightOf(validateSheetNames(names))).to.deep.equal(names);
  });

  it('refuses a name of 32 characters', () => {
    expect(failuresOf(validateSheetNames(['x'.repeat(32)]))).to.deep.equal([
      { field: 'sheets[0]', message: 'Sheet name must be at most 31 characters' },
    ]);
  });

  for (const character of [':', '\\', '/', '?', '*', '[', ']']) {
    it(`refuses a name containing ${character}`, () => {
      expect(failuresOf(validateSheetNames([`a${character}b`]))).to.deep.equal([
        { field: 'sheets[0]', message: 'Sheet name must not contain : \\ / ? * [ ]' },
      ]);
    });
  }

  it('refuses a repeated name, ignoring case as Excel does, on the later sheet', () => {
    expect(failuresOf(validateSheetNames(['Data', 'Other', 'DATA']))).to.deep.equal([
      { field: 'sheets[2]', message: 'Sheet names must be unique' },
    ]);
  });

  it('refuses a blank name', () => {
    expect(failuresOf(validateSheetNames([' ']))).to.deep.equal([{ field: 'sheets[0]', message: 'Sheet name is required' }]);
  });

  it('refuses a workbook without sheets', () => {
    expect(failuresOf(validateSheetNames([]))).to.deep.equal([
      { field: 'sheets', message: 'A workbook needs at least one sheet' },
    ]);
  });

  it('reports every bad name at once', () => {
    expect(failuresOf(validateSheetNames(['a/b', 'ok', 'y'.repeat(40)])).map((failure) => failure.field)).to.deep.equal([
      'sheets[0]',
      'sheets[2]',
    ]);
  });
});
