import { expect } from 'chai';
import { asAdmin } from '../../support/actors.js';
import { RecountCompanySlots } from '../../../application/selections/recount-company-slots.js';
import { aSelection, aSelectionEntry } from '../../support/builders.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe('RecountCompanySlots', () => {
  const world = freshFairWorld();
  const recount = () => world().use(RecountCompanySlots);

  it('answers slotsFilled as the number of selections listing the company, whatever number was stored', async () => {
    const company = await world().company({ slotsFilled: 42 });
    for (let i = 0; i < 2; i++) {
      await world().student({ selection: aSelection([aSelectionEntry({ companyId: company.id })]) });
    }
    await world().student({ selection: aSelection([aSelectionEntry()]) });

    const recounted = await succeeds(recount().execute(asAdmin(), company.id));

    expect(recounted.slotsFilled).to.equal(2);
    expect((await world().store.companies.findById(company.id))?.slotsFilled).to.equal(2);
  });

  it('answers an unknown company with NotFound', async () => {
    expect(await fails(recount().execute(asAdmin(), 'ffffffffffffffffffffffff'))).to.deep.include({
      kind: 'NotFound',
      message: 'Company not found',
    });
  });
});
