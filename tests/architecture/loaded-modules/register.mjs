// Loaded with `node --import`: records every module the process resolves, one URL a line, in the
// file LOADED_MODULES_FILE names (tests/architecture/cli-modules.test.ts).
import { register } from 'node:module';
import process from 'node:process';

register('./resolve-hook.mjs', import.meta.url, { data: { file: process.env.LOADED_MODULES_FILE } });
