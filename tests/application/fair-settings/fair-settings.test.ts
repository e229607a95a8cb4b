import { expect } from 'chai';
import { GetFairSettings } from '../../../application/fair-settings/get-fair-settings.js';
import { GetSelectionWindow } from '../../../application/fair-settings/get-selection-window.js';
import { SaveFairSettings } from '../../../application/fair-settings/save-fair-settings.js';
import { SubmitSelection } from '../../../application/selections/submit-selection.js';
import { DEFAULT_FAIR_SETTINGS, FAIR_SETTINGS_MESSAGES } from '../../../domain/fair-settings.js';
import { anAdmin, aSelectionEntry } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeeds, TEST_SETTINGS } from '../../support/fair-operations-store.js';
import { aSignUp, freshStudentAccountWorld } from '../students/student-account-world.js';

const opensAt = new Date('2026-03-01T03:30:00.000Z'); // 09:00 in Colombo
const closesAt = new Date('2026-03-05T11:30:00.000Z'); // 17:00 in Colombo
const window = { selectionOpensAt: opensAt, selectionClosesAt: closesAt, allowedEmailDomains: [], fairDays: [] };
const admin = actorOf(anAdmin(), 'admin');

describe('Fair settings', () => {
  const world = freshFairWorld();

  it('saves the window and domains an admin sends, answering them before and after', async () => {
    const change = await succeeds(
      world()
        .use(SaveFairSettings)
        .execute(admin, { ...window, allowedEmailDomains: ['Uni.Test'] }),
    );

    expect(change).to.deep.equal({
      actor: admin,
      before: DEFAULT_FAIR_SETTINGS,
      after: { ...DEFAULT_FAIR_SETTINGS, ...window, allowedEmailDomains: ['uni.test'] },
    });
    expect(await succeeds(world().use(GetFairSettings).execute())).to.deep.equal(change.after);
  });

  it("holds the installation's interview length and buffer until an admin saves the fair's own, kept when a save leaves them out", async () => {
    const installation = { interviewMinutes: 40, bufferMinutes: 10 };
    const settings = { ...TEST_SETTINGS, scheduleDefaults: installation };
    const read = () => succeeds(world().use(GetFairSettings, { settings }).execute());
    expect(await read()).to.include(installation);

    await succeeds(world().use(SaveFairSettings, { settings }).execute(admin, window));
    expect(await read()).to.include(installation);
    await succeeds(
      world()
        .use(SaveFairSettings, { settings })
        .execute(admin, { ...window, interviewMinutes: 20, bufferMinutes: 0 }),
    );
    expect(await read()).to.include({ interviewMinutes: 20, bufferMinutes: 0 });
    await succeeds(world().use(SaveFairSettings, { settings }).execute(admin, window));
    expect(await read()).to.include({ interviewMinutes: 20, bufferMinutes: 0 });
  });

  it('refuses an interview length or a buffer out of bounds, each on its field, saving nothing', async () => {
    const error = await fails(
      world()
        .use(SaveFairSettings)
        .execute(admin, { ...window, interviewMinutes: 241, bufferMinutes: -5 }),
    );

    expect(error).to.deep.include({
      kind: 'Validation',
      failures: [
        { field: 'interviewMinutes', message: FAIR_SETTINGS_MESSAGES.interviewMinutes },
        { field: 'bufferMinutes', message: FAIR_SETTINGS_MESSAGES.bufferMinutes },
      ],
    });
    expect(await world().store.fairSettings.get()).to.not.have.property('interviewMinutes');
  });

  it('refuses a window closing before it opens, saving nothing', async () => {
    const error = await fails(
      world()
        .use(SaveFairSettings)
        .execute(admin, { ...window, selectionClosesAt: opensAt }),
    );

    expect(error).to.deep.include({ kind: 'Validation', message: FAIR_SETTINGS_MESSAGES.closesBeforeOpening });
    expect(await succeeds(world().use(GetFairSettings).execute())).to.deep.equal(DEFAULT_FAIR_SETTINGS);
  });

  it("tells a student the window and where it stands by the server's clock", async () => {
    await world().store.fairSettings.save({ ...DEFAULT_FAIR_SETTINGS, ...window });
    world().clock.set(new Date(opensAt.getTime() - 1));

    expect(await succeeds(world().use(GetSelectionWindow).execute())).to.deep.equal({
      opensAt,
      closesAt,
      state: 'not-yet-open',
      now: world().clock.now(),
    });
  });

  describe('a selection submitted', () => {
    const submit = async () => {
      const company = await world().company();
      const student = await world().student();
      return world()
        .use(SubmitSelection)
        .execute(actorOf(student, 'student'), {
          interestedArea: 'Automation',
          selectedCompaniesbyStudent: [aSelectionEntry({ companyId: company.id })],
        });
    };

    beforeEach(() => world().store.fairSettings.save({ ...DEFAULT_FAIR_SETTINGS, ...window }));

    it('before the window opens is refused with a conflict saying when it opens', async () => {
      world().clock.set(new Date(opensAt.getTime() - 1));
      expect(await fails(await submit())).to.deep.equal({
        kind: 'Conflict',
        message: 'Selections open at Sun 1 Mar, 09:00 (Asia/Colombo)',
      });
    });

    it('at the closing instant is refused with a conflict saying when it closed', async () => {
      world().clock.set(closesAt);
      expect(await fails(await submit())).to.deep.equal({
        kind: 'Conflict',
        message: 'Selections closed at Thu 5 Mar, 17:00 (Asia/Colombo)',
      });
    });

    it('from the opening instant to just before closing is stored', async () => {
      world().clock.set(opensAt);
      await succeeds(await submit());
      world().clock.set(new Date(closesAt.getTime() - 1));
      await succeeds(await submit());
    });
  });
});

describe('Sign-up and the allowed e-mail domains', () => {
  const world = freshStudentAccountWorld();

  it('refuses an e-mail outside the allowed domains on its field, creating nothing', async () => {
    await world().store.fairSettings.save({ ...DEFAULT_FAIR_SETTINGS, allowedEmailDomains: ['uni.example.org'] });

    const error = await fails(
      world()
        .signUp()
        .execute(aSignUp({ email: 'someone@gmail.com' })),
    );

    expect(error).to.deep.equal({
      kind: 'Validation',
      message: 'Sign-up is open to uni.example.org e-mail addresses only',
      failures: [{ field: 'email', message: 'Sign-up is open to uni.example.org e-mail addresses only' }],
    });
    expect(await world().store.students.findByEmail('someone@gmail.com')).to.equal(null);
  });

  it('takes an e-mail of an allowed domain, and any e-mail when none is listed', async () => {
    await succeeds(
      world()
        .signUp()
        .execute(aSignUp({ email: 'any@where.test', indexNumber: '190002X' })),
    );
    await world().store.fairSettings.save({ ...DEFAULT_FAIR_SETTINGS, allowedEmailDomains: ['uni.example.org'] });
    await succeeds(
      world()
        .signUp()
        .execute(aSignUp({ email: 'a@UNI.example.org', indexNumber: '190003X' })),
    );
  });
});
