import { expect } from 'chai';
import { ObjectId } from 'mongodb';
import { ObjectIdGenerator } from '../../../adapters/system/object-id-generator.js';

describe('ObjectIdGenerator', () => {
  const ids = new ObjectIdGenerator();

  it('makes 24-hex ObjectId strings', () => {
    const id = ids.next();
    expect(id).to.match(/^[0-9a-f]{24}$/);
    expect(ObjectId.isValid(id)).to.equal(true);
  });

  it('never repeats an id', () => {
    const made = Array.from({ length: 10_000 }, () => ids.next());
    expect(new Set(made).size).to.equal(made.length);
  });

  it('makes ids that sort by creation time, to the second', () => {
    const id = ids.next();
    const seconds = ObjectId.createFromHexString(id).getTimestamp().getTime() / 1000;
    expect(seconds).to.be.closeTo(Date.now() / 1000, 2);
  });
});
