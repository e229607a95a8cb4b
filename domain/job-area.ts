import { isOneOf } from './validation.js';

/** The job areas a company offers; students pick their interested area from the same list (spec §9). */
export const JOB_AREAS = ['Automation', 'Power Systems', 'Installation', 'AI / SE', 'Management'] as const;
export type JobArea = (typeof JOB_AREAS)[number];

export const INTERESTED_AREAS = JOB_AREAS;

export const isJobArea = (value: string): value is JobArea => isOneOf(JOB_AREAS, value);
