import { expect } from 'chai';
import { ASSESSMENT_MESSAGES } from '../../domain/assessment.js';
import { assessmentForm, RATINGS, validateAssessmentForm } from '../../ui/src/pages/interview-desk/assessment-form.js';
import { messagesOn, rightOf } from '../domain/validated.js';

describe("The profile dialog's assessment form", () => {
  it('offers the ratings 1 to 5', () => {
    expect(RATINGS).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it('reads the chosen rating, and none as missing', () => {
    expect(rightOf(validateAssessmentForm({ rating: '3', notes: '', nextStep: 'none' })).rating).to.equal(3);
    expect(messagesOn(validateAssessmentForm({ rating: '', notes: '', nextStep: 'none' }), 'rating')).to.deep.equal([
      ASSESSMENT_MESSAGES.rating,
    ]);
  });

  it('starts from the saved assessment, or from nothing chosen and no next step', () => {
    expect(assessmentForm(null)).to.deep.equal({ rating: '', notes: '', nextStep: 'none' });
    expect(assessmentForm({ rating: 2, notes: 'Late', nextStep: 'reject' })).to.deep.equal({
      rating: '2',
      notes: 'Late',
      nextStep: 'reject',
    });
  });
});
