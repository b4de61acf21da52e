/** The `<option>`s of a `<select>`: an optional empty choice first ("Choose…", "Any"), then one per value. */
export function SelectOptions<T extends string>({
  values,
  label,
  empty,
}: {
  values: readonly T[];
  label: (value: T) => string;
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

/** The same for choices that carry their own label. */
export function ChoiceOptions({ choices, empty }: { choices: readonly { value: string; label: string }[]; empty?: string }) {
  const labels = new Map(choices.map((choice) => [choice.value, choice.label]));
  return <SelectOptions values={[...labels.keys()]} label={(value) => labels.get(value) ?? ''} empty={empty} />;
}
