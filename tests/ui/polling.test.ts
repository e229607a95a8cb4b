import { expect } from 'chai';
import { COMPANY_CURRENT_INTERVIEWS_POLL_MS, STUDENT_INTERVIEWS_POLL_MS } from '../../ui/src/live/polling.js';

describe('fallback polling, while the live stream is down', () => {
  it('polls the student interviews every 5 s and the company current interviews every 3 s', () => {
    expect([STUDENT_INTERVIEWS_POLL_MS, COMPANY_CURRENT_INTERVIEWS_POLL_MS]).to.deep.equal([5000, 3000]);
  });
});
