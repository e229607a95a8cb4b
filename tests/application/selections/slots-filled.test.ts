import { expect } from 'chai';
import type { CompanyRepository, StudentRepository } from '../../../application/ports/persistence.js';
import { SlotsFilled } from '../../../application/selections/slots-filled.js';

/** Counts that answer in the order given, each after its own delay. */
const studentsCounting = (answers: { count: number; afterMs: number }[]) => {
  let call = 0;
  return {
    countSelecting: async () => {
      const answer = answers[call++]!;
      await new Promise((resolve) => setTimeout(resolve, answer.afterMs));
      return answer.count;
    },
  } as unknown as StudentRepository;
};

const companiesRecording = () => {
  const written: number[] = [];
  const companies = {
    setSlotsFilled: async (_id: string, n: number) => void written.push(n),
  } as unknown as CompanyRepository;
  return { companies, written };
};

describe('Recounting slotsFilled', () => {
  it('never lets an older count overwrite a newer one for the same company', async () => {
    // The first count is slow and stale; the second, taken after a later submission, is quick.
    const students = studentsCounting([
      { count: 1, afterMs: 40 },
      { count: 2, afterMs: 0 },
    ]);
    const { companies, written } = companiesRecording();
    const slots = new SlotsFilled(students, companies);

    await Promise.all([slots.recount(['c1'])(), slots.recount(['c1'])()]);

    expect(written).to.deep.equal([1, 2]);
  });

  it('counts each company named once, however often it is named', async () => {
    const students = studentsCounting([
      { count: 3, afterMs: 0 },
      { count: 5, afterMs: 0 },
    ]);
    const { companies, written } = companiesRecording();
    await new SlotsFilled(students, companies).recount(['c1', 'c2', 'c1'])();
    expect(written).to.have.members([3, 5]);
  });

  it('goes on recounting a company after a recount of it failed', async () => {
    let calls = 0;
    const students = {
      countSelecting: async () => {
        calls += 1;
        if (calls === 1) throw new Error('store unavailable');
        return 4;
      },
    } as unknown as StudentRepository;
    const { companies, written } = companiesRecording();
    const slots = new SlotsFilled(students, companies);
    const [failed, succeeded] = await Promise.all([slots.recount(['c1'])(), slots.recount(['c1'])()]);
    expect(failed._tag).to.equal('Left');
    expect(succeeded._tag).to.equal('Right');
    expect(written).to.deep.equal([4]);
  });
});
