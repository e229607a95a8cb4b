import { expect } from 'chai';
import type { NextTurnEvent } from '../../domain/fair-event.js';
import { youreNextMessage } from '../../ui/src/pages/student/youre-next.js';

describe('"You\'re next" as the student area says it', () => {
  const called: NextTurnEvent = {
    kind: 'interview.next',
    interviewId: 'a'.repeat(24),
    companyId: 'b'.repeat(24),
    studentId: 'c'.repeat(24),
    panelId: 'd'.repeat(24),
    companyName: 'Acme Robotics',
    panelName: 'Embedded Systems',
    time: '2026-03-01T05:00:00.000Z',
  };

  it("names the company, the panel and the time on the fair's clock", () => {
    expect(youreNextMessage(called, 'Asia/Colombo')).to.equal(
      'You are next at Acme Robotics (Embedded Systems). Please make your way to the panel now. Your time: 10:30.',
    );
  });

  it('leaves out the time when none was set', () => {
    expect(youreNextMessage({ ...called, time: null }, 'Asia/Colombo')).to.equal(
      'You are next at Acme Robotics (Embedded Systems). Please make your way to the panel now.',
    );
  });

  it('leaves out the panel when the call names none', () => {
    expect(youreNextMessage({ ...called, panelName: '' }, 'Asia/Colombo')).to.equal(
      'You are next at Acme Robotics. Please make your way to the panel now. Your time: 10:30.',
    );
  });
});
