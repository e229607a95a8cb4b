import { CompanyCvBundle } from '../downloads/company-cv-bundle.js';
import { CvDownloadWindow } from '../downloads/cv-download-window.js';
import { DownloadInterviewCv } from '../downloads/download-interview-cv.js';
import { EveryCvBundle } from '../downloads/every-cv-bundle.js';
import { ExportAllocation } from '../downloads/export-allocation.js';
import { UploadInterviewCv } from '../downloads/upload-interview-cv.js';

export const downloadArea = {
  useCases: [
    CvDownloadWindow,
    UploadInterviewCv,
    DownloadInterviewCv,
    CompanyCvBundle,
    EveryCvBundle,
    ExportAllocation,
  ],
} as const;
