import { expect } from 'chai';
import type { z } from 'zod';
import { AdminSchema, adminJson } from '../../../adapters/http/presenters/admin-json.js';
import { AllocationSchema, allocationJson } from '../../../adapters/http/presenters/allocation-json.js';
import {
  FairSettingsSchema,
  SelectionWindowSchema,
  fairSettingsJson,
  selectionWindowJson,
} from '../../../adapters/http/presenters/fair-settings-json.js';
import { planAllocation } from '../../../domain/allocation.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import {
  CompanyPublicSchema,
  CompanySchema,
  WalkInCompanySchema,
  companyJson,
  companyPublicJson,
  walkInCompanyJson,
} from '../../../adapters/http/presenters/company-json.js';
import { CoordinatorSchema, coordinatorJson } from '../../../adapters/http/presenters/coordinator-json.js';
import {
  CompanyInterviewSchema,
  InterviewBoardSchema,
  InterviewSchema,
  StudentInterviewSchema,
  companyInterviewJson,
  interviewBoardJson,
  interviewJson,
  studentInterviewJson,
} from '../../../adapters/http/presenters/interview-json.js';
import { PanelSchema, panelJson } from '../../../adapters/http/presenters/panel-json.js';
import {
  SelectedCompanyRowSchema,
  SelectionSchema,
  selectedCompanyRowJson,
  selectionJson,
} from '../../../adapters/http/presenters/selection-json.js';
import {
  StudentForViewerSchema,
  StudentProfileSchema,
  StudentSchema,
  studentJson,
  studentJsonFor,
  studentProfileJson,
} from '../../../adapters/http/presenters/student-json.js';
import {
  aCompany,
  aCoordinator,
  anAdmin,
  anInterview,
  aPanel,
  aSelection,
  aSelectionEntry,
  aStudent,
} from '../../support/builders.js';

/** The schemas are strict: a field the presenter adds without declaring it fails as much as one it forgets. */
const expectFits = (schema: z.ZodType, json: unknown): void => {
  const result = schema.safeParse(json);
  expect(result.success, result.success ? '' : JSON.stringify(result.error.issues)).to.equal(true);
};

describe('Presenters answer what their contract schemas say', () => {
  const company = aCompany({ tags: ['AI'], areas: ['Software'], panels: ['Backend'], logoKey: 'logo-1' });
  const student = aStudent({
    pictureKey: 'pic',
    cvKey: 'cv',
    companyCvKeys: { [company.id]: 'cv-for-company' },
    selection: aSelection([aSelectionEntry({ companyId: company.id })]),
  });
  const panel = aPanel({ companyId: company.id });
  const details = {
    interview: anInterview({ studentId: student.id, companyId: company.id, panelId: panel.id, time: new Date() }),
    student,
    company,
    panel,
  };
  const waiting = { ...details, interview: anInterview({ studentId: student.id, companyId: company.id }), panel: null };

  it('accounts: an admin, a coordinator with and without its company, a student as each viewer sees them', () => {
    expectFits(AdminSchema, adminJson(anAdmin()));
    expectFits(CoordinatorSchema, coordinatorJson(aCoordinator({ companyId: company.id }), company));
    expectFits(CoordinatorSchema, coordinatorJson(aCoordinator(), null));
    expectFits(StudentSchema, studentJson(student));
    expectFits(StudentSchema, studentJson(aStudent()));
    expectFits(StudentProfileSchema, studentProfileJson(student, company.id));
    for (const viewer of ['admin', 'student', 'coordinator', 'company'] as const) {
      expectFits(StudentForViewerSchema, studentJsonFor(viewer, student));
    }
  });

  it('companies: the full record, the public profile and the walk-in entry, with and without a logo', () => {
    for (const shown of [company, aCompany()]) {
      expectFits(CompanySchema, companyJson(shown));
      expectFits(CompanyPublicSchema, companyPublicJson(shown));
      expectFits(WalkInCompanySchema, walkInCompanyJson(shown));
    }
  });

  it('interviews: timed on a panel and waiting without one, in every list shape and on a board', () => {
    for (const shown of [details, waiting]) {
      expectFits(InterviewSchema, interviewJson(shown));
      expectFits(StudentInterviewSchema, studentInterviewJson(shown));
      expectFits(CompanyInterviewSchema, companyInterviewJson(shown));
    }
    expectFits(
      InterviewBoardSchema,
      interviewBoardJson({ company, current: [details], upcoming: [waiting], finished: [], queues: [] }),
    );
    const pause = { reason: 'Lunch', since: new Date(), backAt: new Date() };
    const queues = [{ panel: { ...panel, pause }, waiting: 3, endsAt: new Date() }];
    expectFits(
      InterviewBoardSchema,
      interviewBoardJson({ company, current: [], upcoming: [], finished: [details], queues }),
    );
    expectFits(
      StudentInterviewSchema,
      studentInterviewJson({ ...waiting, wait: { place: 2, of: 5, waitMinutes: 30, pause } }),
    );
  });

  it('panels, selections and selected-company rows', () => {
    expectFits(PanelSchema, panelJson(panel));
    expectFits(SelectionSchema, selectionJson(student.selection));
    expectFits(SelectionSchema, selectionJson(null));
    const row = {
      student,
      entry: aSelectionEntry({ companyId: company.id }),
      interestMatch: true,
      submittedAt: new Date(),
      interestedArea: 'Automation',
    };
    expectFits(SelectedCompanyRowSchema, selectedCompanyRowJson({ ...row, interview: details }));
    expectFits(SelectedCompanyRowSchema, selectedCompanyRowJson({ ...row, submittedAt: null, interview: null }));
  });

  it('fair settings, the selection window, and an allocation with places and reserves', () => {
    const opensAt = new Date('2026-03-01T03:30:00Z');
    expectFits(FairSettingsSchema, fairSettingsJson({ ...DEFAULT_FAIR_SETTINGS, allowedEmailDomains: ['uni.test'] }));
    expectFits(
      FairSettingsSchema,
      fairSettingsJson({
        selectionOpensAt: opensAt,
        selectionClosesAt: opensAt,
        allowedEmailDomains: [],
        fairDays: [{ date: '2026-03-02', opens: '09:00', closes: '17:00' }],
        interviewMinutes: 40,
        bufferMinutes: 0,
        offerHoursBeforeFair: 3,
        retentionDays: 90,
        cvDownloadDays: 7,
        offerMinutesOnFairDay: 15,
        strikeDays: 30,
      }),
    );
    expectFits(SelectionWindowSchema, selectionWindowJson({ opensAt, closesAt: null, state: 'open', now: opensAt }));
    const choosing = aStudent({ selection: aSelection([aSelectionEntry({ companyId: company.id })]) });
    const plan = planAllocation({
      students: [choosing, aStudent({ selection: aSelection([aSelectionEntry({ companyId: company.id })]) })],
      companies: [{ ...company, numberOfInterviews: 1 }],
      held: [],
      maxPerStudent: null,
    });
    expectFits(
      AllocationSchema,
      allocationJson({ actor: { id: 'a', role: 'admin' }, dryRun: true, plan, created: [] }),
    );
  });
});
