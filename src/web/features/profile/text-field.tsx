import { describedByOf, FieldFrame, type FrameProps } from './field-frame';

interface TextFieldProps extends FrameProps {
  name: string;
  value: string;
  type?: 'text' | 'number';
  autoComplete?: string;
  onChange: (value: string) => void;
}

/** A text or number input. No maxLength: a pasted text stays whole and the error says the limit. */
export function TextField({ name, value, type = 'text', autoComplete, onChange, ...frame }: TextFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input
        id={frame.id}
        name={name}
        type={type}
        value={value}
        required={frame.required}
        autoComplete={autoComplete ?? 'off'}
        inputMode={type === 'number' ? 'numeric' : undefined}
        className="form-field"
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedByOf(frame)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
