import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { type AppError, payloadTooLarge, validation } from '../../application/errors.js';

export interface UploadedFile {
  readonly fieldName: string;
  readonly bytes: Buffer;
  readonly declaredType: string;
}

export interface MultipartForm {
  /** Text fields; repeated fields and `name[]` fields become lists under `name`. */
  readonly fields: Readonly<Record<string, string | string[]>>;
  readonly files: Readonly<Record<string, UploadedFile>>;
}

export const emptyForm: MultipartForm = { fields: {}, files: {} };

export interface MultipartLimits {
  /** The file fields this route accepts, with the largest size each may have. */
  readonly files: Readonly<Record<string, { readonly maxBytes: number; readonly tooLarge: string }>>;
  readonly maxFields?: number;
  readonly maxFieldBytes?: number;
}

/** Thrown by readMultipart; the HTTP app answers it with its AppError. */
export class MultipartRefused extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
  }
}

/**
 * Reads a multipart/form-data request with busboy under the route's limits. Files are held in
 * memory (the limits keep them small) so nothing reaches storage until the whole request is
 * accepted; an over-limit file or form is refused and leaves no trace.
 */
export const readMultipart = (request: IncomingMessage, limits: MultipartLimits): Promise<MultipartForm> =>
  new Promise((resolve, reject) => {
    const largestFile = Math.max(1, ...Object.values(limits.files).map((file) => file.maxBytes));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: {
          fileSize: largestFile + 1,
          // A form without file fields still reads one file, to refuse it by name (400) like any unexpected file.
          files: Math.max(1, Object.keys(limits.files).length),
          fields: limits.maxFields ?? 50,
          fieldSize: limits.maxFieldBytes ?? 64 * 1024,
          parts: (limits.maxFields ?? 50) + Object.keys(limits.files).length,
        },
      });
    } catch {
      reject(new MultipartRefused(validation([{ field: 'body', message: 'Expected multipart/form-data' }])));
      return;
    }
    const fields: Record<string, string | string[]> = {};
    const files: Record<string, UploadedFile> = {};
    let refusal: AppError | null = null;
    const refuse = (error: AppError) => {
      refusal ??= error;
    };

    parser.on('field', (rawName, value, info) => {
      if (info.valueTruncated) refuse(payloadTooLarge(`The field ${rawName} is too long`));
      const isList = rawName.endsWith('[]');
      const name = isList ? rawName.slice(0, -2) : rawName;
      const existing = fields[name];
      if (existing === undefined) fields[name] = isList ? [value] : value;
      else fields[name] = [...(Array.isArray(existing) ? existing : [existing]), value];
    });

    parser.on('file', (name, stream, info) => {
      const rule = limits.files[name];
      if (!rule) {
        refuse(validation([{ field: name, message: `Unexpected file field ${name}` }]));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= rule.maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (size > rule.maxBytes) refuse(payloadTooLarge(rule.tooLarge));
        else if (size > 0) files[name] = { fieldName: name, bytes: Buffer.concat(chunks), declaredType: info.mimeType };
      });
    });

    parser.on('filesLimit', () => refuse(payloadTooLarge('Too many files')));
    parser.on('fieldsLimit', () => refuse(payloadTooLarge('Too many fields')));
    parser.on('partsLimit', () => refuse(payloadTooLarge('Too many parts')));
    parser.on('error', () =>
      reject(new MultipartRefused(validation([{ field: 'body', message: 'Malformed form data' }]))),
    );
    parser.on('close', () => (refusal ? reject(new MultipartRefused(refusal)) : resolve({ fields, files })));
    request.pipe(parser);
  });
