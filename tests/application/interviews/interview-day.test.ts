import { expect } from 'chai';
import { CheckInStudent } from '../../../application/interviews/check-in-student.js';
import { GetCheckInCode } from '../../../application/interviews/get-check-in-code.js';
import { InterviewCalendar } from '../../../application/interviews/interview-calendar.js';
import { MoveInterviewStatus } from '../../../application/interviews/move-interview-status.js';
import { ProposeInterviewTime } from '../../../application/interviews/propose-interview-time.js';
import { SetInterviewTime } from '../../../application/interviews/set-interview-time.js';
import type { CalendarEvent, CalendarWriter } from '../../../application/ports/documents.js';
import { HmacCheckInCodes } from '../../../adapters/security/hmac-check-in-codes.js';
import type { Company } from '../../../domain/company.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import type { Interview } from '../../../domain/interview.js';
import type { Student } from '../../../domain/student.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

/** Keeps what it was asked to write, so a test reads the events rather than the file. */
class RecordingCalendarWriter implements CalendarWriter {
  written: { name: string; events: readonly CalendarEvent[] } | null = null;
  write(name: string, events: readonly CalendarEvent[]): string {
    this.written = { name, events };
    return `calendar ${name}`;
  }
}

describe('the interview day', () => {
  const world = freshFairWorld();
  const codes = new HmacCheckInCodes('the secret of the fair in these tests, long enough');
  const getCode = () => world().use(GetCheckInCode);
  const checkIn = () => {
    return world().use(CheckInStudent);
  };
  const setTime = () => world().use(SetInterviewTime);
  const moveStatus = () => world().use(MoveInterviewStatus);

  /** A company with a coordinator and a panel, and a student assigned to it. */
  const placed = async (company?: Company, student?: Student, overrides: Partial<Interview> = {}) => {
    const at = company ?? (await world().company({ companyName: 'Acme Robotics' }));
    const coordinator = actorOf(await world().coordinatorOf(at), 'coordinator');
    const panel = await world().panelOf(at, { panelName: 'Panel A' });
    const interviewee = student ?? (await world().student({ fullName: 'Nimal Perera', commonName: 'Nimal' }));
    const interview = await world().interview(interviewee, at, {
      status: 'assigned',
      panelId: panel.id,
      queue: 1,
      panelQueue: 1,
      ...overrides,
    });
    return { company: at, coordinator, panel, student: interviewee, interview };
  };

  describe('CheckInStudent', () => {
    it('marks the interview at the clock, announces interview.checked-in once, and keeps the first time', async () => {
      const { coordinator, student, interview } = await placed();
      const code = await succeeds(getCode().execute(actorOf(student, 'student')));

      const [first] = await succeeds(checkIn().execute(coordinator, code));
      expect(first?.interview.checkedInAt).to.deep.equal(world().clock.now());
      world().clock.advance(60_000);
      const [again] = await succeeds(checkIn().execute(coordinator, code));
      expect(again?.interview.checkedInAt).to.deep.equal(first?.interview.checkedInAt);
      expect(world().events.of('interview.checked-in')).to.deep.equal([
        {
          kind: 'interview.checked-in',
          interviewId: interview.id,
          companyId: interview.companyId,
          studentId: student.id,
          panelId: interview.panelId,
          status: 'assigned',
        },
      ]);
    });

    it('finds no student by a code of this fair that was never handed out', async () => {
      const { coordinator, student } = await placed();
      const code = codes.codeOf(student.id);
      expect(await fails(checkIn().execute(coordinator, code))).to.deep.include({
        kind: 'NotFound',
        message: 'No student of this fair has this check-in code',
      });
    });

    it("refuses another company's student, and announces nothing", async () => {
      const { student } = await placed();
      const other = await world().company();
      const otherCoordinator = actorOf(await world().coordinatorOf(other), 'coordinator');
      const code = await succeeds(getCode().execute(actorOf(student, 'student')));
      expect(await fails(checkIn().execute(otherCoordinator, code))).to.deep.include({ kind: 'Forbidden' });
      expect(world().events.published).to.deep.equal([]);
    });
  });

  describe('SetInterviewTime', () => {
    const at = (hhmm: string) => new Date(`2026-03-01T${hhmm}:00+05:30`);

    it("names the other company and its time for a clash of the student's, and stores nothing", async () => {
      const first = await placed(undefined, undefined, { time: at('10:00') });
      const second = await placed(await world().company({ companyName: 'Globex Power' }), first.student);

      expect(await fails(setTime().execute(second.coordinator, second.interview.id, at('10:20')))).to.deep.equal({
        kind: 'Conflict',
        message:
          "This student already has an interview with Acme Robotics at Sun 1 Mar, 10:00; a student's interviews start at least 30 minutes apart",
      });
      expect((await world().store.interviews.findById(second.interview.id))?.time).to.equal(null);
      expect(world().events.published).to.deep.equal([]);
    });

    it('names the student for a clash on the panel', async () => {
      const first = await placed(undefined, undefined, { time: at('10:00') });
      const other = await world().student({ fullName: 'Sanduni Silva', commonName: 'Sanduni' });
      const second = await world().interview(other, first.company, { status: 'assigned', panelId: first.panel.id });

      expect((await fails(setTime().execute(first.coordinator, second.id, at('09:40')))).message).to.equal(
        'Panel A already interviews Nimal Perera at Sun 1 Mar, 10:00; an interview lasts 25 minutes',
      );
    });

    it('lets a no-show free its time', async () => {
      const first = await placed(undefined, undefined, { time: at('10:00') });
      await succeeds(moveStatus().execute(first.coordinator, first.interview.id, 'no-show'));
      const other = await world().student();
      const second = await world().interview(other, first.company, { status: 'assigned', panelId: first.panel.id });

      expect(
        (await succeeds(setTime().execute(first.coordinator, second.id, at('10:00')))).interview.time,
      ).to.deep.equal(at('10:00'));
    });
  });

  describe('ProposeInterviewTime', () => {
    it('starts from the next whole five minutes of the clock, after the panel', async () => {
      world().clock.set(new Date('2026-03-01T04:31:10Z'));
      const first = await placed(undefined, undefined, { time: new Date('2026-03-01T04:35:00Z') });
      const other = await world().student();
      const second = await world().interview(other, first.company, { status: 'assigned', panelId: first.panel.id });
      const propose = world().use(ProposeInterviewTime);

      expect(await succeeds(propose.execute(first.coordinator, second.id))).to.deep.equal(
        new Date('2026-03-01T05:05:00Z'),
      );
    });
  });

  describe('on a fair of two days (2 and 3 March, 09:00-12:00 and 10:00-11:00)', () => {
    const on = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
    const fairDays = [
      { date: '2026-03-02', opens: '09:00', closes: '12:00' },
      { date: '2026-03-03', opens: '10:00', closes: '11:00' },
    ];
    beforeEach(() => world().store.fairSettings.save({ ...DEFAULT_FAIR_SETTINGS, fairDays }));

    it('sets a time on the second day, within its hours', async () => {
      const { coordinator, interview } = await placed();
      const timed = await succeeds(setTime().execute(coordinator, interview.id, on('2026-03-03', '10:35')));
      expect(timed.interview.time).to.deep.equal(on('2026-03-03', '10:35'));
    });

    it("refuses a time off the fair's days, naming them, and changes nothing", async () => {
      const { coordinator, interview } = await placed();
      expect(await fails(setTime().execute(coordinator, interview.id, on('2026-03-04', '10:00')))).to.deep.equal({
        kind: 'Validation',
        message: "Interviews are held on the fair's days only: Mon 2 Mar, Tue 3 Mar",
        failures: [{ field: 'time', message: "Interviews are held on the fair's days only: Mon 2 Mar, Tue 3 Mar" }],
      });
      expect((await world().store.interviews.findById(interview.id))?.time).to.equal(null);
      expect(world().events.published).to.deep.equal([]);
    });

    it("refuses an interview that would not end within the panel's hours that day", async () => {
      const { coordinator, interview } = await placed();
      expect((await fails(setTime().execute(coordinator, interview.id, on('2026-03-03', '10:40')))).message).to.equal(
        'Panel A interviews on Tue 3 Mar from 10:00 to 11:00; an interview of 25 minutes must end by 11:00',
      );
      expect((await fails(setTime().execute(coordinator, interview.id, on('2026-03-03', '09:55')))).message).to.equal(
        'Panel A interviews on Tue 3 Mar from 10:00 to 11:00; an interview of 25 minutes must end by 11:00',
      );
    });

    it('keeps a time stored before the fair had days, and still clears one', async () => {
      const { coordinator, interview } = await placed(undefined, undefined, { time: on('2026-02-20', '15:00') });
      expect((await world().store.interviews.findById(interview.id))?.time).to.deep.equal(on('2026-02-20', '15:00'));
      expect((await succeeds(setTime().execute(coordinator, interview.id, null))).interview.time).to.equal(null);
    });

    it("proposes the panel's next free time on the fair's days, moving to the next day when one is full", async () => {
      world().clock.set(on('2026-03-01', '18:00'));
      const first = await placed();
      const propose = world().use(ProposeInterviewTime);
      expect(await succeeds(propose.execute(first.coordinator, first.interview.id))).to.deep.equal(
        on('2026-03-02', '09:00'),
      );

      world().clock.set(on('2026-03-02', '11:40'));
      expect(await succeeds(propose.execute(first.coordinator, first.interview.id))).to.deep.equal(
        on('2026-03-03', '10:00'),
      );
    });

    it('answers a conflict when no free time is left on the last day', async () => {
      world().clock.set(on('2026-03-03', '10:40'));
      const { coordinator, interview } = await placed();
      expect(await fails(world().use(ProposeInterviewTime).execute(coordinator, interview.id))).to.deep.equal({
        kind: 'Conflict',
        message: "No free time is left in this panel's hours on the fair's days",
      });
    });
  });

  describe('InterviewCalendar', () => {
    it("writes a student's timed interviews, each the fair's interview length long, with the interview's UID", async () => {
      const { student, interview } = await placed(undefined, undefined, { time: new Date('2026-03-01T04:30:00Z') });
      await placed(await world().company(), student);
      const writer = new RecordingCalendarWriter();
      const calendar = world().use(InterviewCalendar, { calendars: writer });

      expect(await succeeds(calendar.execute(actorOf(student, 'student'), {}))).to.deep.equal({
        fileName: 'interviews.ics',
        content: 'calendar My interviews',
      });
      expect(writer.written?.events).to.deep.equal([
        {
          uid: `${interview.id}@career-fair`,
          title: 'Interview with Acme Robotics',
          location: 'Acme Robotics, Panel A',
          description:
            "Your interview with Acme Robotics, Panel A. Check in at the company's desk with the code on your Interviews page.",
          start: new Date('2026-03-01T04:30:00Z'),
          end: new Date('2026-03-01T04:55:00Z'),
          cancelled: false,
        },
      ]);
    });
  });
});
