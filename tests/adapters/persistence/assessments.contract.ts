import { expect } from 'chai';
import type { Assessment } from '../../../domain/assessment.js';
import { anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const anAssessment = (overrides: Partial<Assessment> = {}): Assessment => ({
  interviewId: anId(),
  companyId: anId(),
  studentId: anId(),
  rating: 4,
  notes: 'Solid answers on control loops',
  nextStep: 'shortlist',
  updatedAt: new Date('2026-03-01T05:10:00Z'),
  updatedBy: { id: anId(), role: 'coordinator', name: 'Kamal' },
  ...overrides,
});

export const assessmentRepositoryContract = (open: OpenStore): void => {
  describe('AssessmentRepository', () => {
    const store = freshStore(open);

    it('finds a saved assessment by its interview exactly as it was written', async () => {
      const assessment = anAssessment();
      await store().assessments.save(assessment);

      expect(await store().assessments.findByInterview(assessment.interviewId)).to.deep.equal(assessment);
    });

    it('has none for an interview nobody assessed', async () => {
      expect(await store().assessments.findByInterview(anId())).to.equal(null);
    });

    it('keeps one assessment per interview: saving again replaces it, with who and when', async () => {
      const first = anAssessment();
      const second: Assessment = {
        ...first,
        rating: 2,
        notes: 'Changed my mind',
        nextStep: 'reject',
        updatedAt: new Date('2026-03-01T06:00:00Z'),
        updatedBy: { id: first.companyId, role: 'company', name: 'Acme' },
      };
      await store().assessments.save(first);
      await store().assessments.save(second);

      expect(await store().assessments.findByInterview(first.interviewId)).to.deep.equal(second);
      expect(await store().assessments.listByCompany(first.companyId)).to.deep.equal([second]);
    });

    it("lists a company's assessments and no other company's", async () => {
      const companyId = anId();
      const own = [anAssessment({ companyId }), anAssessment({ companyId })];
      await store().assessments.save(own[0]!);
      await store().assessments.save(anAssessment());
      await store().assessments.save(own[1]!);

      const listed = await store().assessments.listByCompany(companyId);
      expect(listed.map((a) => a.interviewId).sort()).to.deep.equal(own.map((a) => a.interviewId).sort());
    });

    it("deletes a student's assessments, at every company, and nobody else's", async () => {
      const studentId = anId();
      const kept = anAssessment();
      for (const assessment of [anAssessment({ studentId }), anAssessment({ studentId }), kept]) {
        await store().assessments.save(assessment);
      }

      expect(await store().assessments.deleteByStudent(studentId)).to.equal(2);
      expect(await store().assessments.findByInterview(kept.interviewId)).to.deep.equal(kept);
    });

    it("deletes a company's assessments and nobody else's", async () => {
      const companyId = anId();
      const kept = anAssessment();
      await store().assessments.save(anAssessment({ companyId }));
      await store().assessments.save(kept);

      expect(await store().assessments.deleteByCompany(companyId)).to.equal(1);
      expect(await store().assessments.listByCompany(companyId)).to.deep.equal([]);
      expect(await store().assessments.findByInterview(kept.interviewId)).to.deep.equal(kept);
    });
  });
};
