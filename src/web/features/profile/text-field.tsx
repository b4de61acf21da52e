import { FieldFrame, type FrameProps, frameControlProps } from './field-frame';

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
        {...frameControlProps(frame, name, value, onChange)}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        inputMode={type === 'number' ? 'numeric' : undefined}
      />
    </FieldFrame>
  );
}
