import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CompanyCvBundle } from '../../application/downloads/company-cv-bundle.js';
import { DownloadInterviewCv } from '../../application/downloads/download-interview-cv.js';
import { EveryCvBundle } from '../../application/downloads/every-cv-bundle.js';
import { ExportAllocation } from '../../application/downloads/export-allocation.js';
import { UploadInterviewCv } from '../../application/downloads/upload-interview-cv.js';
import { UploadStudentCv } from '../../application/students/upload-student-cv.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const downloadModule = new ContainerModule(({ bind }) => {
  const { archives, companies, events, files, interviews, spreadsheets, students } = PORTS;
  bindUseCase(bind, UploadInterviewCv, [students, interviews, files, CompanyOfActor, UploadStudentCv, events]);
  bindUseCase(bind, DownloadInterviewCv, [interviews, students, files, CompanyOfActor]);
  bindUseCase(bind, CompanyCvBundle, [companies, interviews, students, files, archives, CompanyOfActor]);
  bindUseCase(bind, EveryCvBundle, [companies, CompanyCvBundle]);
  bindUseCase(bind, ExportAllocation, [students, companies, spreadsheets]);
});
