import { useState, type Ref } from 'react';
import { useTexts } from '../messages/useTexts';
import { Button } from './Button';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  /** The input element, for the screen's focus moves. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password entry with a show/hide toggle beside it (NIST SP 800-63B-4: verifiers should let
 * the user see the secret as it is typed): "Show password", pressed, becomes "Hide password".
 * The name says what a press does, so the button is no toggle (no aria-pressed): WAI-ARIA's
 * toggle keeps one name and changes only its state, and a button doing both reads twice.
 * Showing switches the input's type only; its value and `autoComplete` stay as they were.
 */
export function PasswordField({ inputRef, ...props }: PasswordFieldProps) {
  const t = useTexts();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={inputRef}
      {...props}
      type={visible ? 'text' : 'password'}
      // Left to right in right-to-left text too, shown or not.
      dir="ltr"
      // Shown, it is a text input: no capitals, corrections or spell-checking service on it.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <Button
          variant="secondary"
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? 'password.hide' : 'password.show')}
        </Button>
      }
    />
  );
}
