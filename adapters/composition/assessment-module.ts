import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ExportAssessments } from '../../application/assessments/export-assessments.js';
import { GetAssessment } from '../../application/assessments/get-assessment.js';
import { SaveAssessment } from '../../application/assessments/save-assessment.js';
import { CompanyInterview } from '../../application/interviews/company-interview.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

/** Candidate notes: a company's assessments of its interviewees and their export. */
export const assessmentModule = new ContainerModule(({ bind }) => {
  const { assessments, clock, companies, coordinators, interviews, panels, settings, spreadsheets, students } = PORTS;
  bindUseCase(bind, GetAssessment, [assessments, CompanyInterview]);
  bindUseCase(bind, SaveAssessment, [assessments, CompanyInterview, companies, coordinators, clock]);
  bindUseCase(bind, ExportAssessments, [
    companies,
    interviews,
    students,
    panels,
    assessments,
    CompanyOfActor,
    spreadsheets,
    settings,
  ]);
});
