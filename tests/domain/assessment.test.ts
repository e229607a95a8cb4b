import { expect } from 'chai';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_NOTES_MAX_LENGTH,
  type Assessment,
  assessmentRows,
  assessmentsFileName,
  NEXT_STEPS,
  validateAssessment,
} from '../../domain/assessment.js';
import { aPanel, aStudent, anId, anInterview } from '../support/builders.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

const input = (overrides: Partial<Parameters<typeof validateAssessment>[0]> = {}) => ({
  rating: 4,
  notes: 'Clear on PID tuning',
  nextStep: 'shortlist',
  ...overrides,
});

describe('An assessment of an interviewee', () => {
  it('takes a rating from 1 to 5, notes and a next step, the notes trimmed', () => {
    expect(rightOf(validateAssessment(input({ notes: '  Good  ' })))).to.deep.equal({
      rating: 4,
      notes: 'Good',
      nextStep: 'shortlist',
    });
    for (const rating of [1, 5]) expect(failuresOf(validateAssessment(input({ rating })))).to.deep.equal([]);
  });

  it('refuses a rating outside 1 to 5, a fraction, or none', () => {
    for (const rating of [0, 6, 2.5, null]) {
      expect(messagesOn(validateAssessment(input({ rating })), 'rating')).to.deep.equal([ASSESSMENT_MESSAGES.rating]);
    }
  });

  it('offers the next steps none, shortlist, offer and reject, and refuses any other', () => {
    expect(NEXT_STEPS).to.deep.equal(['none', 'shortlist', 'offer', 'reject']);
    for (const nextStep of NEXT_STEPS) expect(failuresOf(validateAssessment(input({ nextStep })))).to.deep.equal([]);
    expect(messagesOn(validateAssessment(input({ nextStep: 'hire' })), 'nextStep')).to.deep.equal([
      ASSESSMENT_MESSAGES.nextStep,
    ]);
  });

  it(`keeps notes to ${ASSESSMENT_NOTES_MAX_LENGTH} characters`, () => {
    const longest = 'x'.repeat(ASSESSMENT_NOTES_MAX_LENGTH);
    expect(failuresOf(validateAssessment(input({ notes: longest })))).to.deep.equal([]);
    expect(messagesOn(validateAssessment(input({ notes: `${longest}x` })), 'notes')).to.deep.equal([
      ASSESSMENT_MESSAGES.notes,
    ]);
  });

  it('reports every broken rule at once', () => {
    const failures = failuresOf(validateAssessment({ rating: null, notes: 'x'.repeat(3000), nextStep: '' }));
    expect(failures.map((failure) => failure.field)).to.deep.equal(['rating', 'notes', 'nextStep']);
  });
});

describe('The assessments export', () => {
  it('has a row per interviewee in queue order, with the assessment or blanks, times on the event clock', () => {
    const companyId = anId();
    const panel = aPanel({ companyId, panelName: 'DevOps' });
    const first = aStudent({ fullName: 'A. First', indexNumber: '1900001', email: 'first@uni.test' });
    const second = aStudent({ fullName: 'B. Second', indexNumber: '1900002', email: 'second@uni.test' });
    const early = anInterview({
      companyId,
      studentId: second.id,
      queue: 1,
      panelId: panel.id,
      status: 'finished',
      time: new Date('2026-03-02T06:00:00Z'),
    });
    const late = anInterview({ companyId, studentId: first.id, queue: 2 });
    const assessment: Assessment = {
      interviewId: early.id,
      companyId,
      studentId: second.id,
      rating: 5,
      notes: 'Hire',
      nextStep: 'offer',
      updatedAt: new Date('2026-03-01T05:10:00Z'),
      updatedBy: { id: anId(), role: 'coordinator', name: 'Kamal' },
    };

    const rows = assessmentRows(
      [late, early],
      {
        students: new Map([first, second].map((student) => [student.id, student])),
        panels: new Map([[panel.id, panel]]),
        assessments: new Map([[early.id, assessment]]),
      },
      'Asia/Colombo',
    );

    expect(rows).to.deep.equal([
      {
        IndexNumber: '1900002',
        Name: 'B. Second',
        Email: 'second@uni.test',
        Status: 'finished',
        Panel: 'DevOps',
        Rating: 5,
        NextStep: 'Offer',
        Notes: 'Hire',
        UpdatedBy: 'Kamal',
        UpdatedAt: 'Sun 1 Mar, 10:40',
        InterviewTime: 'Mon 2 Mar, 11:30',
      },
      {
        IndexNumber: '1900001',
        Name: 'A. First',
        Email: 'first@uni.test',
        Status: 'selected',
        Panel: '',
        Rating: '',
        NextStep: '',
        Notes: '',
        UpdatedBy: '',
        UpdatedAt: '',
        InterviewTime: '',
      },
    ]);
  });

  it("is named after the company's username, kept to safe characters", () => {
    expect(assessmentsFileName('acme')).to.equal('acme-assessments.xlsx');
    expect(assessmentsFileName('a/b c')).to.equal('a_b_c-assessments.xlsx');
  });
});
