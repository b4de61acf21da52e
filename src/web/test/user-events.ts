// The simulated member for component tests. No pause between keystrokes (`delay: null`): a test
// asserts what the form does, not how fast it types, and on a loaded CI machine every pause is a
// chance to run out the clock halfway through a form.
import userEvent from '@testing-library/user-event';

export const setupUser = () => userEvent.setup({ delay: null });
