import { expect } from 'chai';
import {
  type HeldInterview,
  mayTakePlace,
  placesLeft,
  placesTaken,
  underInterviewMaximum,
} from '../../domain/allocation.js';

const acme = 'c'.repeat(24);
const beta = 'b'.repeat(24);
const held = (companyId: string, takesPlace = true): HeldInterview => ({ studentId: 'a'.repeat(24), companyId, takesPlace });

describe("A company's places (shared by the allocation and the reserve promotion)", () => {
  it('counts only the held interviews that take a place (not a no-show, not a walk-in)', () => {
    expect(placesTaken([])).to.equal(0);
    expect(placesTaken([held(acme), held(acme, false), held(acme)])).to.equal(2);
  });

  it("leaves the company's places less those taken, never below zero", () => {
    expect(placesLeft({ numberOfInterviews: 3 }, 0)).to.equal(3);
    expect(placesLeft({ numberOfInterviews: 3 }, 2)).to.equal(1);
    expect(placesLeft({ numberOfInterviews: 3 }, 3)).to.equal(0);
    expect(placesLeft({ numberOfInterviews: 2 }, 5)).to.equal(0);
  });

  it('lets a student take one more interview only under MAX_INTERVIEWS_PER_STUDENT, and always when there is none', () => {
    expect(underInterviewMaximum(1, 2)).to.equal(true);
    expect(underInterviewMaximum(2, 2)).to.equal(false);
    expect(underInterviewMaximum(0, 0)).to.equal(false);
    expect(underInterviewMaximum(50, null)).to.equal(true);
  });

  it('gives a place to a student holding no interview with the company, under the maximum', () => {
    expect(mayTakePlace([], acme, null)).to.equal(true);
    expect(mayTakePlace([held(beta)], acme, 2)).to.equal(true);
  });

  it('refuses a place to a student who already holds an interview with the company, even a no-show', () => {
    expect(mayTakePlace([held(acme)], acme, null)).to.equal(false);
    expect(mayTakePlace([held(acme, false)], acme, null)).to.equal(false);
  });

  it('refuses a place to a student at the maximum, counting every interview they hold', () => {
    expect(mayTakePlace([held(beta), held('d'.repeat(24), false)], acme, 2)).to.equal(false);
  });
});
