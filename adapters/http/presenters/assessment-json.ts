import { z } from 'zod';
import { NEXT_STEPS, RATING_MAX, RATING_MIN, type Assessment } from '../../../domain/assessment.js';
import type { Presented } from './presented.js';

export const AssessmentSchema = z
  .strictObject({
    interview: z.string().describe("The interview's id"),
    student: z.string().describe("The interviewee's id"),
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
    notes: z.string(),
    nextStep: z.enum(NEXT_STEPS),
    updatedAt: z.string().describe('ISO 8601 instant of the last change'),
    updatedBy: z
      .strictObject({
        id: z.string(),
        role: z.enum(['company', 'coordinator']),
        name: z.string().describe("The company's name, or the coordinator's, when they saved it"),
      })
      .describe('Who saved it last'),
  })
  .meta({
    id: 'Assessment',
    description: "A company's candidate notes on one interviewee: seen only by that company and its coordinators",
  });

export const assessmentJson = (assessment: Assessment): Presented<typeof AssessmentSchema> => ({
  interview: assessment.interviewId,
  student: assessment.studentId,
  rating: assessment.rating,
  notes: assessment.notes,
  nextStep: assessment.nextStep,
  updatedAt: assessment.updatedAt.toISOString(),
  updatedBy: assessment.updatedBy,
});
