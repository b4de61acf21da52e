// The dialog behind the profile, report, block and match views: named, modal, focus inside on
// opening and back on the opener on closing, Escape for the top dialog only.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user-events';
import { anyDialogOpen, ModalDialog } from './modal-dialog';

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <ModalDialog open={outer} onClose={() => setOuter(false)} labelledBy="outer-title">
        <h2 id="outer-title">Outer</h2>
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
        <ModalDialog open={inner} onClose={() => setInner(false)} labelledBy="inner-title">
          <h2 id="inner-title">Inner</h2>
          <button type="button">Inner action</button>
        </ModalDialog>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('moves focus in, closes the top dialog only on Escape, and gives focus back', async () => {
    const user = setupUser();
    await renderWithProviders(<Nested />);
    const openOuter = screen.getByRole('button', { name: 'Open outer' });
    await user.click(openOuter);
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    expect(outer.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));
    expect(anyDialogOpen()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner action' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner action' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openOuter);
    expect(anyDialogOpen()).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
