import { z } from 'zod';
import type { AllocationOutcome } from '../../../application/allocation/allocate-interviews.js';
import type { AllocationEntry } from '../../../domain/allocation.js';
import type { Presented } from './presented.js';

const AllocatedStudentSchema = z
  .strictObject({
    studentId: z.string(),
    name: z.string(),
    indexNumber: z.string(),
    priority: z.number().nullable(),
    interestMatch: z.boolean(),
  })
  .meta({
    id: 'AllocatedStudent',
    description: "A student placed at a company or on its reserve list, with that choice's priority",
  });

export const AllocationSchema = z
  .strictObject({
    dryRun: z.boolean(),
    /** How many interviews this call created (0 for a dry run). */
    created: z.number(),
    companies: z.array(
      z.strictObject({
        companyId: z.string(),
        companyName: z.string(),
        places: z.number(),
        held: z.number(),
        placed: z.array(AllocatedStudentSchema),
        reserves: z.array(AllocatedStudentSchema),
      }),
    ),
    students: z.array(
      z.strictObject({
        studentId: z.string(),
        name: z.string(),
        indexNumber: z.string(),
        held: z.number(),
        placed: z.number(),
      }),
    ),
  })
  .meta({
    id: 'Allocation',
    description:
      'The automatic allocation: per company its places, the interviews it holds, who gets a new place and the ranked reserve list; per student the interviews held and added',
  });

const allocatedStudentJson = (entry: AllocationEntry): Presented<typeof AllocatedStudentSchema> => ({
  studentId: entry.studentId,
  name: entry.name,
  indexNumber: entry.indexNumber,
  priority: entry.priority,
  interestMatch: entry.interestMatch,
});

export const allocationJson = ({ dryRun, plan, created }: AllocationOutcome): Presented<typeof AllocationSchema> => ({
  dryRun,
  created: created.length,
  companies: plan.companies.map((company) => ({
    companyId: company.companyId,
    companyName: company.companyName,
    places: company.places,
    held: company.held,
    placed: company.placed.map(allocatedStudentJson),
    reserves: company.reserves.map(allocatedStudentJson),
  })),
  students: plan.students.map((student) => ({ ...student })),
});
