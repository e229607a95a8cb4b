import { CompanyCvBundle } from '../downloads/company-cv-bundle.js';
import { DownloadInterviewCv } from '../downloads/download-interview-cv.js';
import { EveryCvBundle } from '../downloads/every-cv-bundle.js';
import { ExportAllocation } from '../downloads/export-allocation.js';
import { UploadInterviewCv } from '../downloads/upload-interview-cv.js';

export const downloadArea = {
  useCases: [UploadInterviewCv, DownloadInterviewCv, CompanyCvBundle, EveryCvBundle, ExportAllocation],
} as const;
