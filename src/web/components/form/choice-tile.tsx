// One checkbox or radio of a group, in a tile that shows its state: chosen, focused by keyboard,
// or refused with the group (the profile's checkbox groups, the onboarding's radios).
import type { ReactNode } from 'react';

/** `large`: a bigger target, for a thumb. */
export function ChoiceTile({ invalid, large = false, children }: { invalid: boolean; large?: boolean; children: ReactNode }) {
  return (
    <label
      className={`flex cursor-pointer items-center rounded-lg border has-[:checked]:border-amber-700 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-700 dark:has-[:checked]:border-amber-400 dark:has-[:checked]:bg-stone-900 ${
        large ? 'gap-3 px-4 py-3' : 'gap-2 px-3 py-2'
      } ${invalid ? 'border-red-600' : 'border-stone-300 dark:border-stone-600'}`}
    >
      {children}
    </label>
  );
}
