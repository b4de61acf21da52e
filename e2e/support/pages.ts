// The public pages every sweep visits (one list, shared with the server's route table).
import { PUBLIC_PAGE_PATHS } from '../../src/shared/paths';

export interface PublicPage {
  path: string;
  /** The page's name in common.meta.<name> and in its locale area. */
  name: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = PUBLIC_PAGE_PATHS.map((path) => ({ path, name: path.slice(1) }));
