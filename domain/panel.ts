/** An interview panel run by a company's coordinator. */
export interface Panel {
  readonly id: string;
  readonly panelName: string;
  readonly companyId: string;
  readonly createdAt: Date;
}
