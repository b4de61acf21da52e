import type { Database } from '../../db/client';
import { clientErrors } from '../../db/schema';

export interface NewClientError {
  message: string;
  stack: string | null;
  componentStack: string | null;
  boundary: string;
  url: string;
  userAgent: string;
  occurredAt: string;
}

export async function insertClientError(db: Database, report: NewClientError): Promise<number> {
  const [row] = await db.insert(clientErrors).values(report).returning({ id: clientErrors.id });
  if (!row) throw new Error('insert into client_errors returned no row');
  return row.id;
}
