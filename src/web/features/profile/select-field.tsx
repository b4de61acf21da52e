import { FieldFrame, type FrameProps, frameControlProps } from './field-frame';
import { ChoiceOptions } from '../../components/form/select-options';

interface SelectFieldProps extends FrameProps {
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The empty choice: "Choose…" for a required field, "Not said" for an optional one. */
  emptyLabel: string;
  onChange: (value: string) => void;
}

export function SelectField({ name, value, options, emptyLabel, onChange, ...frame }: SelectFieldProps) {
  return (
    <FieldFrame {...frame}>
      <select {...frameControlProps(frame, name, value, onChange)}>
        <ChoiceOptions choices={options} empty={emptyLabel} />
      </select>
    </FieldFrame>
  );
}
