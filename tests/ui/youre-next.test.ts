import { expect } from 'chai';
import { youreNextMessage } from '../../ui/src/pages/student/youre-next.js';

describe('"You\'re next" as the student area says it', () => {
  const called = {
    company: { companyName: 'Acme Robotics' },
    panelID: { panelName: 'Embedded Systems' },
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

  it('still calls the student when their interviews could not be read', () => {
    expect(youreNextMessage(undefined, 'Asia/Colombo')).to.match(/^You are next in a panel’s queue/);
  });
});
