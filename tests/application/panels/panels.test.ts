import { expect } from 'chai';
import { CreatePanel } from '../../../application/panels/create-panel.js';
import { DeletePanel } from '../../../application/panels/delete-panel.js';
import { ListPanels } from '../../../application/panels/list-panels.js';
import { SetPanelHours } from '../../../application/panels/set-panel-hours.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe('CreatePanel', () => {
  const world = freshFairWorld();
  const createPanel = () => {
    return world().use(CreatePanel);
  };

  it("adds a panel to the coordinator's own company, its name trimmed", async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company);

    const panel = await succeeds(
      createPanel().execute(actorOf(coordinator, 'coordinator'), { company: company.id, panelName: '  Panel A ' }),
    );

    expect(panel).to.deep.include({ panelName: 'Panel A', companyId: company.id });
    expect(await world().store.panels.listByCompany(company.id)).to.deep.equal([panel]);
    expect(world().events.published).to.deep.equal([{ kind: 'panel.added', panelId: panel.id, companyId: company.id }]);
  });

  it("refuses a blank name with 'Please input Panel name'", async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company);
    const error = await fails(
      createPanel().execute(actorOf(coordinator, 'coordinator'), { company: company.id, panelName: ' ' }),
    );
    expect(error).to.deep.include({ kind: 'Validation', message: 'Please input Panel name' });
    expect(await world().store.panels.listByCompany(company.id)).to.deep.equal([]);
    expect(world().events.published).to.deep.equal([]);
  });

  it('refuses a second panel of the same name in one company, but not in another company', async () => {
    const company = await world().company();
    const other = await world().company();
    await world().panelOf(company, { panelName: 'Panel A' });
    const coordinator = await world().coordinatorOf(company);
    const otherCoordinator = await world().coordinatorOf(other);

    const error = await fails(
      createPanel().execute(actorOf(coordinator, 'coordinator'), { company: company.id, panelName: 'panel a' }),
    );
    expect(error).to.deep.include({ kind: 'Conflict', message: 'This company already has a panel with this name' });
    await succeeds(
      createPanel().execute(actorOf(otherCoordinator, 'coordinator'), { company: other.id, panelName: 'Panel A' }),
    );
  });

  it("refuses a coordinator adding a panel to another company's", async () => {
    const company = await world().company();
    const other = await world().company();
    const coordinator = await world().coordinatorOf(company);
    const error = await fails(
      createPanel().execute(actorOf(coordinator, 'coordinator'), { company: other.id, panelName: 'Panel A' }),
    );
    expect(error.kind).to.equal('Forbidden');
    expect(await world().store.panels.listByCompany(other.id)).to.deep.equal([]);
  });
});

describe('DeletePanel', () => {
  const world = freshFairWorld();
  const deletePanel = () => world().use(DeletePanel);

  it('deletes a panel no interview is assigned to', async () => {
    const company = await world().company();
    const panel = await world().panelOf(company);
    const coordinator = await world().coordinatorOf(company);
    await succeeds(deletePanel().execute(actorOf(coordinator, 'coordinator'), panel.id));
    expect(await world().store.panels.findById(panel.id)).to.equal(null);
    expect(world().events.published).to.deep.equal([
      { kind: 'panel.removed', panelId: panel.id, companyId: company.id },
    ]);
  });

  it("refuses a panel with students with 'A panel with students cannot be deleted', whatever their interviews' state", async () => {
    const company = await world().company();
    const panel = await world().panelOf(company);
    const coordinator = await world().coordinatorOf(company);
    await world().interview(await world().student(), company, {
      status: 'finished',
      panelId: panel.id,
      queue: 1,
      panelQueue: 1,
    });

    const error = await fails(deletePanel().execute(actorOf(coordinator, 'coordinator'), panel.id));

    expect(error).to.deep.include({ kind: 'Conflict', message: 'A panel with students cannot be deleted' });
    expect(await world().store.panels.findById(panel.id)).to.deep.equal(panel);
    expect(world().events.published).to.deep.equal([]);
  });

  it("refuses another company's panel and answers an unknown one with NotFound", async () => {
    const company = await world().company();
    const other = await world().company();
    const panel = await world().panelOf(other);
    const coordinator = await world().coordinatorOf(company);
    expect((await fails(deletePanel().execute(actorOf(coordinator, 'coordinator'), panel.id))).kind).to.equal(
      'Forbidden',
    );
    expect(
      await fails(deletePanel().execute(actorOf(coordinator, 'coordinator'), 'ffffffffffffffffffffffff')),
    ).to.deep.include({
      kind: 'NotFound',
      message: 'Panel not found',
    });
    expect(await world().store.panels.findById(panel.id)).to.deep.equal(panel);
  });
});

describe('ListPanels', () => {
  const world = freshFairWorld();
  const listPanels = () => {
    return world().use(ListPanels);
  };

  it("gives a company's panels in creation order to any signed-in role", async () => {
    const company = await world().company();
    const first = await world().panelOf(company, { createdAt: new Date('2026-03-01T08:00:00Z') });
    const second = await world().panelOf(company, { createdAt: new Date('2026-03-01T09:00:00Z') });
    await world().panelOf(await world().company());
    const student = await world().student();

    for (const actor of [actorOf(student, 'student'), actorOf(company, 'company')]) {
      expect(await succeeds(listPanels().execute(actor, company.id))).to.deep.equal([first, second]);
    }
  });

  it("gives a student's assigned panels across companies to that student and to administrators", async () => {
    const student = await world().student();
    const acme = await world().company();
    const globex = await world().company();
    const acmePanel = await world().panelOf(acme);
    const globexPanel = await world().panelOf(globex);
    await world().interview(student, acme, { status: 'assigned', panelId: acmePanel.id, queue: 2, panelQueue: 1 });
    await world().interview(student, globex, { status: 'ongoing', panelId: globexPanel.id, queue: 1, panelQueue: 1 });
    await world().interview(student, await world().company());

    const admin = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', role: 'admin' } as const;
    for (const actor of [actorOf(student, 'student'), admin]) {
      expect(await succeeds(listPanels().execute(actor, student.id))).to.deep.equal([globexPanel, acmePanel]);
    }
  });

  it("refuses a student's panels to another student and to companies", async () => {
    const student = await world().student();
    const other = await world().student();
    const company = await world().company();
    for (const actor of [actorOf(other, 'student'), actorOf(company, 'company')]) {
      expect((await fails(listPanels().execute(actor, student.id))).kind).to.equal('Forbidden');
    }
  });

  it('answers an id that is neither a company nor a student with NotFound', async () => {
    const student = await world().student();
    expect(await fails(listPanels().execute(actorOf(student, 'student'), 'ffffffffffffffffffffffff'))).to.deep.include({
      kind: 'NotFound',
      message: 'No company or student with this id',
    });
  });
});

describe('SetPanelHours', () => {
  const world = freshFairWorld();
  const fairDays = [
    { date: '2026-03-02', opens: '09:00', closes: '17:00' },
    { date: '2026-03-03', opens: '09:00', closes: '13:00' },
  ];
  beforeEach(() => world().store.fairSettings.save({ ...DEFAULT_FAIR_SETTINGS, fairDays }));

  it("keeps the panel's own hours on a fair's day, in date order, and announces panel.hours-set", async () => {
    const company = await world().company();
    const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
    const panel = await world().panelOf(company);
    const own = [{ date: '2026-03-03', opens: '10:00', closes: '12:00' }];

    const saved = await succeeds(world().use(SetPanelHours).execute(coordinator, panel.id, own));

    expect(saved.hours).to.deep.equal(own);
    expect((await world().store.panels.findById(panel.id))?.hours).to.deep.equal(own);
    expect(world().events.published).to.deep.equal([
      { kind: 'panel.hours-set', panelId: panel.id, companyId: company.id },
    ]);
  });

  it("refuses a day the fair does not run, and another company's panel, changing nothing", async () => {
    const company = await world().company();
    const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
    const panel = await world().panelOf(company);
    const other = await world().panelOf(await world().company());
    const offDay = [{ date: '2026-03-04', opens: '10:00', closes: '12:00' }];

    expect(await fails(world().use(SetPanelHours).execute(coordinator, panel.id, offDay))).to.deep.include({
      kind: 'Validation',
      message: "2026-03-04 is not one of the fair's days",
    });
    expect((await fails(world().use(SetPanelHours).execute(coordinator, other.id, []))).kind).to.equal('Forbidden');
    expect((await world().store.panels.findById(panel.id))?.hours).to.equal(undefined);
    expect(world().events.published).to.deep.equal([]);
  });
});
