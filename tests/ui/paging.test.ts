import { expect } from 'chai';
import { pageCount, pageOf, searched } from '../../ui/src/components/paging.js';

describe('the admin lists: paging and search', () => {
  it('counts pages from the real total, at least one', () => {
    expect([0, 1, 10, 11, 95].map((total) => pageCount(total, 10))).to.deep.equal([1, 1, 1, 2, 10]);
  });

  it('shows a page of rows, and the last page once the list shrank under the page shown', () => {
    const rows = Array.from({ length: 27 }, (_, index) => index + 1);
    expect(pageOf(rows, 1, 10)).to.deep.equal({ page: 1, rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(pageOf(rows, 3, 10)).to.deep.equal({ page: 3, rows: [21, 22, 23, 24, 25, 26, 27] });
    expect(pageOf(rows.slice(0, 12), 3, 10)).to.deep.equal({ page: 2, rows: [11, 12] });
    expect(pageOf([], 2, 10)).to.deep.equal({ page: 1, rows: [] });
  });

  it('keeps the rows every search box matches, trimmed, a blank box keeping all', () => {
    const rows = ['Acme Robotics', 'Lumen Labs', 'Acme Labs'];
    const has = (row: string, text: string) => row.toLowerCase().includes(text.toLowerCase());
    expect(searched(rows, [{ text: '  acme ', matches: has }])).to.deep.equal(['Acme Robotics', 'Acme Labs']);
    expect(
      searched(rows, [
        { text: 'acme', matches: has },
        { text: 'labs', matches: has },
      ]),
    ).to.deep.equal(['Acme Labs']);
    expect(searched(rows, [{ text: '   ', matches: has }])).to.deep.equal(rows);
    expect(searched(rows, [{ text: 'none', matches: has }])).to.deep.equal([]);
  });
});
