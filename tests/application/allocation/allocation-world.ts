import { AllocateInterviews } from '../../../application/allocation/allocate-interviews.js';
import { PromoteFromReserve } from '../../../application/allocation/promote-from-reserve.js';
import type { Company } from '../../../domain/company.js';
import type { Student } from '../../../domain/student.js';
import { aSelection, aSelectionEntry } from '../../support/builders.js';
import type { FairWorld } from '../../support/fair-operations-store.js';

export const allocateWith = (world: FairWorld, maxInterviewsPerStudent: number | null = null): AllocateInterviews =>
  world.use(AllocateInterviews, { allocation: { maxInterviewsPerStudent } });

/** The freed-place use case as one app server has it: each call wires a server of its own. */
export const promoteWith = (world: FairWorld, maxInterviewsPerStudent: number | null = null): PromoteFromReserve =>
  world.use(PromoteFromReserve, { allocation: { maxInterviewsPerStudent } });

/** A student in the world who chose these companies in this order, submitting at the given minute past 09:00. */
export const studentChoosing = (
  world: FairWorld,
  name: string,
  companies: readonly Company[],
  minute: number,
  interestedArea = 'Software',
): Promise<Student> =>
  world.student({
    fullName: name,
    selection: aSelection(
      companies.map((company, index) =>
        aSelectionEntry({ companyId: company.id, companyName: company.companyName, order: index + 1 }),
      ),
      { interestedArea, submittedAt: new Date(Date.UTC(2026, 2, 1, 3, 30 + minute)) },
    ),
  });
