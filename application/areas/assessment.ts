import { ExportAssessments } from '../assessments/export-assessments.js';
import { GetAssessment } from '../assessments/get-assessment.js';
import { SaveAssessment } from '../assessments/save-assessment.js';

/** Candidate notes: a company's assessments of its interviewees and their export. */
export const assessmentArea = {
  useCases: [GetAssessment, SaveAssessment, ExportAssessments],
} as const;
