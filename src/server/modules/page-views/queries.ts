import type { Database } from '../../db/client';
import { pageViews } from '../../db/schema';

export interface NewPageView {
  path: string;
  language: string;
  referrerHost: string | null;
}

export async function insertPageView(db: Database, view: NewPageView): Promise<void> {
  await db.insert(pageViews).values(view);
}
