import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { audited } from '../../../application/audit/audited.js';
import type { RecordAdminAction } from '../../../application/audit/record-admin-action.js';
import type { Actor } from '../../../application/actor.js';
import type { AdminAction } from '../../../domain/audit.js';
import { walkingStatusChanged } from '../../../application/walk-in/walk-in-audit.js';
import type { Company } from '../../../domain/company.js';

const actor: Actor = { id: 'a'.repeat(24), role: 'admin' };

/** Records what `describe` tells of each outcome, as RecordAdminAction would once the action succeeds. */
const recorder = () => {
  const recorded: (AdminAction | null)[] = [];
  const record = {
    execute: <T>(_actor: Actor, action: TE.TaskEither<never, T>, describe: (result: T) => AdminAction | null) =>
      TE.map((result: T) => {
        recorded.push(describe(result));
        return result;
      })(action),
  } as unknown as RecordAdminAction;
  return { record, recorded };
};

describe('A use case audited where it is bound (audited)', () => {
  it("hands describe the outcome and the use case's input, and returns the outcome unchanged", async () => {
    const { record, recorded } = recorder();
    const echo = { execute: (_actor: Actor, id: string, count: number) => TE.right(`${id}:${count}`) };
    const result = await audited(echo, record, (outcome, id, count) => ({
      action: 'echo',
      targets: [id],
      summary: `${outcome} ${count}`,
    })).execute(actor, 'x', 2)();
    expect(result).to.deep.equal({ _tag: 'Right', right: 'x:2' });
    expect(recorded).to.deep.equal([{ action: 'echo', targets: ['x'], summary: 'x:2 2' }]);
  });
});

describe("What the audit log keeps of a company's walk-in interviews opened or closed (walkingStatusChanged)", () => {
  const company = { id: 'c'.repeat(24), companyName: 'Audited Staffing' } as Company;

  it('names the company and whether they were opened', () => {
    expect(walkingStatusChanged({ ...company, walkingStatus: true })).to.deep.equal({
      action: 'walk-in.opened',
      targets: [company.id],
      summary: 'Opened walk-in interviews of Audited Staffing',
    });
  });

  it('or closed', () => {
    expect(walkingStatusChanged({ ...company, walkingStatus: false })).to.deep.equal({
      action: 'walk-in.closed',
      targets: [company.id],
      summary: 'Closed walk-in interviews of Audited Staffing',
    });
  });
});
