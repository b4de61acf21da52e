import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakParts } from './email-address';

describe('EmailAddress', () => {
  it('may break only before the @ and before the dots of the domain', () => {
    expect(emailBreakParts('amina.diallo@mail.example.org')).toEqual(['amina.diallo', '@mail', '.example', '.org']);
    expect(emailBreakParts('no-at-sign')).toEqual(['no-at-sign']);
  });

  it('renders the whole address left to right, with break points and nothing else added', () => {
    const { container } = render(<EmailAddress email="amina.diallo@mail.example.org" />);
    const address = container.querySelector('bdi')!;
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.textContent).toBe('amina.diallo@mail.example.org');
    expect(address.querySelectorAll('wbr')).toHaveLength(3);
  });
});
