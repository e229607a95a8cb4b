import type { Container } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ExportAssessments } from '../../application/assessments/export-assessments.js';
import { GetAssessment } from '../../application/assessments/get-assessment.js';
import { SaveAssessment } from '../../application/assessments/save-assessment.js';
import { CompanyInterview } from '../../application/interviews/company-interview.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

/** Candidate notes: a company's assessments of its interviewees and their export. */
export const assessmentModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, GetAssessment, [PORTS.assessments, CompanyInterview]);
    bindUseCase(container, SaveAssessment, [
      PORTS.assessments,
      CompanyInterview,
      PORTS.companies,
      PORTS.coordinators,
      PORTS.clock,
    ]);
    bindUseCase(container, ExportAssessments, [
      PORTS.companies,
      PORTS.interviews,
      PORTS.students,
      PORTS.panels,
      PORTS.assessments,
      CompanyOfActor,
      PORTS.spreadsheets,
      PORTS.settings,
    ]);
  },
};
