import { CallNextStudents } from '../../../application/notifications/call-next-students.js';
import { SendDueReminders } from '../../../application/notifications/send-due-reminders.js';
import type { PortalSettings } from '../../../application/settings.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import type { Company } from '../../../domain/company.js';
import { DEFAULT_SCHEDULE_RULES } from '../../../domain/interview-schedule.js';
import type { Interview, InterviewStatus } from '../../../domain/interview.js';
import type { Panel } from '../../../domain/panel.js';
import type { Student } from '../../../domain/student.js';
import type { FairWorld } from '../../support/fair-operations-store.js';
import { RecordingMailer } from '../students/student-account-world.js';

export { RecordingMailer };

export const SETTINGS: PortalSettings = {
  publicUrl: 'https://fair.example',
  eventTimezone: 'Asia/Colombo',
  scheduleDefaults: DEFAULT_SCHEDULE_RULES,
};

/** "You're next" over the world's store, mailing through `mailer`: a fresh one is a restarted or second server. */
export const callNextWith = (world: FairWorld, mailer: RecordingMailer): CallNextStudents =>
  world.use(CallNextStudents, { mailer, settings: SETTINGS });

export const remindersWith = (world: FairWorld, mailer: RecordingMailer, minutesBefore = 30): SendDueReminders =>
  world.use(SendDueReminders, { mailer, settings: SETTINGS, reminders: { minutesBefore } });

export interface PanelQueue {
  readonly company: Company;
  readonly panel: Panel;
  readonly students: readonly Student[];
  /** In queue order: the first is at place 1. */
  readonly interviews: readonly Interview[];
}

/** A company with one panel and `size` students assigned to it, in queue order. */
export const panelQueueOf = async (
  world: FairWorld,
  size: number,
  overrides: (place: number) => Partial<Interview> = () => ({}),
): Promise<PanelQueue> => {
  const company = await world.company({ companyName: 'Acme Robotics' });
  const panel = await world.panelOf(company, { panelName: 'Embedded Systems' });
  const students: Student[] = [];
  const interviews: Interview[] = [];
  for (let place = 1; place <= size; place += 1) {
    const student = await world.student();
    students.push(student);
    interviews.push(
      await world.interview(student, company, {
        panelId: panel.id,
        status: 'assigned',
        queue: place,
        panelQueue: place,
        history: [
          { status: 'selected', at: world.clock.now() },
          { status: 'assigned', at: world.clock.now() },
        ],
        ...overrides(place),
      }),
    );
  }
  return { company, panel, students, interviews };
};

/** Moves an interview as MoveInterviewStatus does: the status changed in the store, then told on the feed. */
export const move = async (world: FairWorld, interview: Interview, to: InterviewStatus): Promise<Interview> => {
  const stored = await world.store.interviews.findById(interview.id);
  if (stored === null) throw new Error('no such interview');
  const moved = await world.store.interviews.setStatus(interview.id, stored.status, {
    status: to,
    at: world.clock.now(),
  });
  if (moved === null) throw new Error(`the interview could not move from ${stored.status} to ${to}`);
  await world.events.publish(interviewEvent('interview.moved', moved));
  return moved;
};
