/** A field's error under it, found by the id its field's aria-describedby names. */
export function FieldError({ id, text }: { id?: string; text?: string | false }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {text}
    </p>
  );
}
