import type {
  AdminRepository,
  CompanyRepository,
  CoordinatorRepository,
  InterviewRepository,
  OneTimeSecretRepository,
  PanelRepository,
  SequenceRepository,
  StudentRepository,
} from '../../application/ports/persistence.js';
import type { FileStorage } from '../../application/ports/file-storage.js';

/** Every repository of one store, and the file storage that lives beside it. */
export interface Store {
  readonly admins: AdminRepository;
  readonly students: StudentRepository;
  readonly companies: CompanyRepository;
  readonly coordinators: CoordinatorRepository;
  readonly panels: PanelRepository;
  readonly interviews: InterviewRepository;
  readonly sequences: SequenceRepository;
  readonly secrets: OneTimeSecretRepository;
  readonly files: FileStorage;
  close(): Promise<void>;
}
