// The plain split page's lazily loaded part: a small component with state, as most are (so it
// imports React itself, not only the JSX runtime).
import { useState } from 'react';

export default function PlainHelp() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Help">
      <p>Check the email address you signed up with, or reset your password.</p>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Still stuck?
      </button>
      {open ? <p>Contact us from the help centre.</p> : null}
    </section>
  );
}
