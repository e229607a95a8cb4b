import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { RecordAdminAction } from '../../../application/audit/record-admin-action.js';
import { SearchAuditLog } from '../../../application/audit/search-audit-log.js';
import { conflict } from '../../../application/errors.js';
import { AUDIT_PAGE_SIZE, AUDIT_SUMMARY_MAX_LENGTH } from '../../../domain/audit.js';
import { anAdmin } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe("Recording administrators' actions (RecordAdminAction)", () => {
  const world = freshFairWorld();
  const recorder = () => world().use(RecordAdminAction);
  const entries = async () => (await world().store.audit.search({ text: '', page: 1, pageSize: 50 })).items;
  const deletion = { action: 'company.deleted', targets: ['c1'], summary: 'Deleted company Acme' };

  it('records a successful action with the administrator, their e-mail, the time and what was done', async () => {
    const admin = anAdmin({ email: 'nimali@fair.test' });
    await world().store.admins.add(admin);

    expect(await succeeds(recorder().execute(actorOf(admin, 'admin'), TE.right(7), () => deletion))).to.equal(7);

    const [entry] = await entries();
    expect(entry).to.deep.include({ adminId: admin.id, adminEmail: 'nimali@fair.test', ...deletion });
    expect(entry?.at).to.deep.equal(world().clock.now());
  });

  it('names an administrator who deleted their own account by the e-mail they had', async () => {
    const admin = anAdmin({ email: 'leaving@fair.test' });
    await world().store.admins.add(admin);
    const deleteSelf = TE.tryCatch(
      () => world().store.admins.delete(admin.id),
      () => conflict('x'),
    );

    await succeeds(recorder().execute(actorOf(admin, 'admin'), deleteSelf, () => deletion));

    expect((await entries())[0]?.adminEmail).to.equal('leaving@fair.test');
  });

  it('records nothing when the action fails, and answers its failure', async () => {
    const admin = anAdmin();
    await world().store.admins.add(admin);

    const error = await fails(recorder().execute(actorOf(admin, 'admin'), TE.left(conflict('taken')), () => deletion));

    expect(error.message).to.equal('taken');
    expect(await entries()).to.deep.equal([]);
  });

  it('records nothing when the action changed nothing (a dry run)', async () => {
    const admin = anAdmin();
    await world().store.admins.add(admin);

    await succeeds(recorder().execute(actorOf(admin, 'admin'), TE.right('plan'), () => null));

    expect(await entries()).to.deep.equal([]);
  });

  it('runs the actions of other roles without auditing them', async () => {
    for (const role of ['coordinator', 'company', 'student'] as const) {
      await succeeds(recorder().execute(actorOf({ id: 'f'.repeat(24) }, role), TE.right(1), () => deletion));
    }
    expect(await entries()).to.deep.equal([]);
  });

  it('cuts an overlong summary', async () => {
    const admin = anAdmin();
    await world().store.admins.add(admin);

    await succeeds(
      recorder().execute(actorOf(admin, 'admin'), TE.right(1), () => ({ ...deletion, summary: 'x'.repeat(1000) })),
    );

    expect((await entries())[0]?.summary).to.have.length(AUDIT_SUMMARY_MAX_LENGTH);
  });
});

describe('Reading the audit log (SearchAuditLog)', () => {
  const world = freshFairWorld();

  it(`pages newest first, ${AUDIT_PAGE_SIZE} entries a page, searching the trimmed text`, async () => {
    const admin = anAdmin({ email: 'pager@fair.test' });
    await world().store.admins.add(admin);
    const record = world().use(RecordAdminAction);
    for (let n = 1; n <= AUDIT_PAGE_SIZE + 2; n++) {
      world().clock.advance(60_000);
      await succeeds(
        record.execute(actorOf(admin, 'admin'), TE.right(n), () => ({
          action: n % 2 === 0 ? 'student.deleted' : 'company.created',
          targets: [],
          summary: `number ${n}`,
        })),
      );
    }
    const search = world().use(SearchAuditLog);

    const second = await succeeds(search.execute({ text: '', page: 2 }));
    expect(second).to.deep.include({ total: AUDIT_PAGE_SIZE + 2, page: 2, pageSize: AUDIT_PAGE_SIZE });
    expect(second.items.map((entry) => entry.summary)).to.deep.equal(['number 2', 'number 1']);

    const found = await succeeds(search.execute({ text: '  Student.Deleted ', page: 1 }));
    expect(found.total).to.equal(13);
    expect(found.items[0]?.summary).to.equal('number 26');
  });
});
