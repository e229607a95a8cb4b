import { expect } from 'chai';
import { INTERESTED_AREAS, isJobArea, JOB_AREAS } from '../../domain/job-area.js';
import { PASSWORD_MIN_LENGTH, SIGN_UP_PASSWORD_MIN_LENGTH } from '../../domain/password.js';
import { DEFAULT_SESSION, SESSIONS } from '../../domain/session.js';
import {
  displayName,
  PROFILE_TITLES,
  SIGN_UP_TITLES,
  STUDENT_LIST_PAGE_SIZE,
} from '../../domain/student.js';
import { canJoinWalkIn } from '../../domain/walk-in.js';

describe('constants of the fair (spec §9)', () => {
  it('offers the job areas Automation, Power Systems, Installation, AI / SE, Management, also as interested areas', () => {
    expect(JOB_AREAS).to.deep.equal(['Automation', 'Power Systems', 'Installation', 'AI / SE', 'Management']);
    expect(INTERESTED_AREAS).to.equal(JOB_AREAS);
    expect([isJobArea('AI / SE'), isJobArea('AI')]).to.deep.equal([true, false]);
  });

  it('offers Mr or Miss at sign-up and Mr, Mrs, Miss in the profile', () => {
    expect(SIGN_UP_TITLES).to.deep.equal(['Mr', 'Miss']);
    expect(PROFILE_TITLES).to.deep.equal(['Mr', 'Mrs', 'Miss']);
  });

  it('offers the sessions morning, evening and both, defaulting to both', () => {
    expect(SESSIONS).to.deep.equal(['morning', 'evening', 'both']);
    expect(DEFAULT_SESSION).to.equal('both');
  });

  it('wants passwords of at least 6 characters, and more than 6 at sign-up', () => {
    expect([PASSWORD_MIN_LENGTH, SIGN_UP_PASSWORD_MIN_LENGTH]).to.deep.equal([6, 7]);
  });
});

describe('students', () => {
  it('lists the admin its students ten to a page', () => {
    expect(STUDENT_LIST_PAGE_SIZE).to.equal(10);
  });

  it('are named by the name with initials, else the common name', () => {
    expect(displayName({ fullName: ' A.B. Perera ', commonName: 'Nimal' })).to.equal('A.B. Perera');
    expect(displayName({ fullName: '', commonName: ' Nimal ' })).to.equal('Nimal');
  });
});

describe('walk-in interviews', () => {
  it('take students only while the company has them open', () => {
    expect([canJoinWalkIn({ walkingStatus: true }), canJoinWalkIn({ walkingStatus: false })]).to.deep.equal([true, false]);
  });
});
