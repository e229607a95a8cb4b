import { z } from 'zod';
import type { AuditPage } from '../../../application/audit/search-audit-log.js';
import type { FairStats } from '../../../domain/fair-stats.js';
import { ROLES } from '../../../domain/role.js';

const minutes = () => z.number().nullable().describe('Minutes, to a tenth; null while nothing was measured');

export const FairStatsSchema = z
  .strictObject({
    companies: z.array(
      z.strictObject({
        companyId: z.string(),
        companyName: z.string(),
        demand: z.number().describe('Students whose submitted selection lists the company'),
        interviews: z.number().describe('Interviews made for the company, walk-ins not counted'),
        places: z.number().describe("The company's numberOfInterviews"),
        fillRate: z.number().nullable().describe('interviews ÷ places; null when there are no places'),
        walkIns: z.number(),
        walkInsOpen: z.boolean(),
      }),
    ),
    panels: z.array(
      z.strictObject({
        panelId: z.string(),
        panelName: z.string(),
        companyId: z.string(),
        companyName: z.string(),
        queueLength: z.number().describe('Interviews assigned to the panel, waiting'),
        current: z
          .strictObject({
            interviewId: z.string(),
            studentId: z.string(),
            studentName: z.string(),
            since: z.string().nullable().describe('ISO 8601 instant it became ongoing'),
          })
          .nullable(),
        medianWaitMinutes: minutes(),
        medianLengthMinutes: minutes(),
        noShows: z.number(),
        checkIns: z.number(),
        finished: z.number(),
      }),
    ),
    finishedPerHour: z.array(
      z.strictObject({
        hour: z.string().describe('"YYYY-MM-DD HH:00" on the event clock (EVENT_TIMEZONE)'),
        finished: z.number(),
      }),
    ),
  })
  .meta({ id: 'FairStats', description: "The organizer's dashboard: docs/organizer.md defines each figure" });

const tenth = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

export const fairStatsJson = (stats: FairStats): z.infer<typeof FairStatsSchema> => ({
  companies: stats.companies.map((company) => ({ ...company })),
  panels: stats.panels.map((panel) => ({
    ...panel,
    current: panel.current === null ? null : { ...panel.current, since: panel.current.since?.toISOString() ?? null },
    medianWaitMinutes: tenth(panel.medianWaitMinutes),
    medianLengthMinutes: tenth(panel.medianLengthMinutes),
  })),
  finishedPerHour: stats.finishedPerHour.map((hour) => ({ ...hour })),
});

export const AuditEntrySchema = z
  .strictObject({
    _id: z.string(),
    at: z.string().describe('ISO 8601 instant'),
    adminId: z.string().describe('Who acted: an administrator, or for a withdrawal or cancellation any account'),
    adminEmail: z.string().describe("Who acted: their e-mail, a company's username"),
    role: z.enum(ROLES).describe('The role they acted in'),
    action: z.string().describe('area.verb, e.g. company.deleted'),
    targets: z.array(z.string()).describe('Ids of the records the action touched'),
    summary: z.string(),
  })
  .meta({
    id: 'AuditEntry',
    description: "One administrator's action, or anyone's withdrawal or cancellation, as the audit log keeps it",
  });

export const AuditPageSchema = z
  .strictObject({ items: z.array(AuditEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() })
  .meta({ id: 'AuditPage', description: 'A page of the audit log, newest first' });

export const auditPageJson = (page: AuditPage): z.infer<typeof AuditPageSchema> => ({
  ...page,
  items: page.items.map(({ id, at, targets, ...entry }) => ({
    _id: id,
    at: at.toISOString(),
    targets: [...targets],
    ...entry,
  })),
});
