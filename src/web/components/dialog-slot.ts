// The modal dialog a screen is handed by its route when it needs one: features do not import
// each other (docs/architecture.md), so matches and messages take discovery's dialog through this
// shape, and app/routes/ passes it in.
import type { ComponentType, ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}

export type DialogComponent = ComponentType<DialogProps>;
