import { expect } from 'chai';
import { checkField, cleanList, maxLength, minLength, oneOf, present, required, validated } from '../../domain/validation.js';
import { failuresOf, rightOf } from './validated.js';

describe('validation building blocks', () => {
  it('reports only the first broken rule of a field', () => {
    expect(checkField('name', '', [required('Name is required'), minLength(3, 'Too short')])).to.deep.equal({
      field: 'name',
      message: 'Name is required',
    });
    expect(checkField('name', 'ab', [required('Name is required'), minLength(3, 'Too short')])).to.deep.equal({
      field: 'name',
      message: 'Too short',
    });
    expect(checkField('name', 'abc', [required('Name is required'), minLength(3, 'Too short')])).to.equal(null);
  });

  it('builds the value only when no field failed', () => {
    let built = 0;
    const build = () => ++built;
    expect(failuresOf(validated([{ field: 'a', message: 'bad' }, null], build))).to.deep.equal([
      { field: 'a', message: 'bad' },
    ]);
    expect(built).to.equal(0);
    expect(rightOf(validated([null, null], build))).to.equal(1);
  });

  it('treats spaces as blank for required text but not for present passwords', () => {
    expect([required('r')('  '), present('p')('  '), present('p')('')]).to.deep.equal(['r', null, 'p']);
  });

  it('measures lengths at the bounds', () => {
    expect([maxLength(3, 'long')('abc'), maxLength(3, 'long')('abcd')]).to.deep.equal([null, 'long']);
    expect([minLength(3, 'short')('abc'), minLength(3, 'short')('ab')]).to.deep.equal([null, 'short']);
  });

  it('accepts only listed values, exactly', () => {
    expect([oneOf(['Mr'], 'no')('Mr'), oneOf(['Mr'], 'no')('mr')]).to.deep.equal([null, 'no']);
  });

  it('cleans a multi-value field: trimmed, blanks and repeats dropped, order kept', () => {
    expect(cleanList([' b ', '', 'a', 'b', '  '])).to.deep.equal(['b', 'a']);
    expect(cleanList(undefined)).to.deep.equal([]);
  });
});
