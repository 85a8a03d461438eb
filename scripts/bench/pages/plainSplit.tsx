// The plain form in an app that code-splits: the same form, plus one part loaded with import()
// on demand (never on first paint). For context beside the time ratio only: once an app has a
// lazily loaded React part, esbuild moves React into a chunk the entry imports, which the page
// fetches only after it has parsed the entry (react-dom included), whoever wrote the lazy part.
import { lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainLoginForm } from './plainForm';

const Help = lazy(() => import('./plainHelp'));

function SplitPage() {
  const [help, setHelp] = useState(false);
  return (
    <>
      <PlainLoginForm />
      <button type="button" onClick={() => setHelp(true)}>
        More help
      </button>
      {help ? (
        <Suspense fallback={<p>Loading…</p>}>
          <Help />
        </Suspense>
      ) : null}
    </>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<SplitPage />);
