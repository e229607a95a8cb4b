import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { composedOpenApiDocument, CONTRACT_TYPES_FILE, contractTypes } from '../../scripts/api-contract.js';

describe("The UI's API types", function () {
  this.timeout(60_000);

  it('are the contract the server serves: regenerated from the composed routes, they equal the committed ui/src/api/contract.gen.ts (run `npm run contract` after changing a route or presenter schema)', async () => {
    const regenerated = await contractTypes(await composedOpenApiDocument());
    const committed = await readFile(CONTRACT_TYPES_FILE, 'utf8');
    const drifted = regenerated !== committed;
    expect(drifted, 'ui/src/api/contract.gen.ts is stale: run `npm run contract`').to.equal(false);
  });
});
