/* The accept attribute of the file inputs: the types domain/upload.ts takes, so the picker offers only those. */
export const CV_ACCEPT = '.pdf,application/pdf';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
