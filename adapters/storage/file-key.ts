import { randomBytes } from 'node:crypto';

/** File keys are 24 lower-case hex digits, made by the storage: the same shape as a GridFS ObjectId. */
const FILE_KEY = /^[0-9a-f]{24}$/;

export const newFileKey = (): string => randomBytes(12).toString('hex');

/** Anything else (a path such as '../x' among them) names no stored file. */
export const isFileKey = (key: string): boolean => FILE_KEY.test(key);
