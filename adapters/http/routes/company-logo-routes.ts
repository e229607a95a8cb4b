import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import type { StoredFile } from '../../../application/ports/file-storage.js';
import { idInput, parseInputTE } from '../request-input.js';
import { type DownloadReply, fileDownload, publicRoute } from '../route.js';
import type { CompanyUseCases } from './company-account-routes.js';

/** `v` names the logo's version, as companyJson's URL does. */
const logoQuery = z.object({ v: z.string().max(200).optional() });

const LOGO_FILE_NAMES: Readonly<Record<string, string>> = { 'image/png': 'logo.png', 'image/jpeg': 'logo.jpg' };

/** A request naming the logo's version (the `?v=` of companyJson's URL) may be cached for a day. */
const logoReply = (file: StoredFile, versioned: boolean): DownloadReply =>
  fileDownload(file, LOGO_FILE_NAMES[file.contentType] ?? 'logo', {
    inline: true,
    ...(versioned ? { cacheSeconds: 24 * 3600 } : {}),
  });

export const getCompanyLogo = (useCases: CompanyUseCases) =>
  publicRoute({
    method: 'get',
    path: '/company/logo/:id',
    summary: "A company's logo (PNG or JPEG)",
    access: 'public',
    operationId: 'getCompanyLogo',
    tags: ['companies'],
    request: { params: idInput, query: logoQuery },
    response: { download: ['image/png', 'image/jpeg'] },
    handle: ({ params, query }) =>
      pipe(
        parseInputTE(logoQuery, query),
        TE.chain(({ v }) =>
          pipe(
            parseInputTE(idInput, params),
            TE.chain(({ id }) => useCases.getCompanyLogo.execute(id)),
            TE.map((file) => logoReply(file, Boolean(v))),
          ),
        ),
      ),
  });
