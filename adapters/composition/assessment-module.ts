import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ExportAssessments } from '../../application/assessments/export-assessments.js';
import { GetAssessment } from '../../application/assessments/get-assessment.js';
import { SaveAssessment } from '../../application/assessments/save-assessment.js';
import { CompanyInterview } from '../../application/interviews/company-interview.js';
import { bindersOf } from './bind-use-case.js';

/** Candidate notes: a company's assessments of its interviewees and their export. */
export const assessmentModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(GetAssessment, 'assessments', CompanyInterview);
  useCase(SaveAssessment, 'assessments', CompanyInterview, 'companies', 'coordinators', 'clock');
  useCase(
    ExportAssessments,
    'companies',
    'interviews',
    'students',
    'panels',
    'assessments',
    CompanyOfActor,
    'spreadsheets',
    'settings',
  );
});
