import { writeFile } from 'node:fs/promises';
import { composedOpenApiDocument, CONTRACT_TYPES_FILE, contractTypes } from './api-contract.js';

const document = await composedOpenApiDocument();
await writeFile(CONTRACT_TYPES_FILE, await contractTypes(document));
console.log(`${CONTRACT_TYPES_FILE}: ${Object.keys(document.paths).length} paths`);
